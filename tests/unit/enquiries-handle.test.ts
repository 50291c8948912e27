import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { handleContactSubmission, handleFormationSubmission, type SubmissionDeps } from '@/lib/enquiries/handle';
import type { ContactEnquiry, FormationEnquiry } from '@/lib/enquiries/schemas';
import { EnquiryStoreError, type EnquiryStore, type SaveOutcome, type SubmitterLimit } from '@/lib/enquiries/store';

/**
 * A store that does what the SQL functions do: one row per id (a retry keeps the latest
 * content), and a per-client count of stored enquiries against the limit.
 */
function memoryStore(fail = false, retryAfterSeconds = 600) {
  const contacts = new Map<string, ContactEnquiry>();
  const formations = new Map<string, FormationEnquiry>();
  const stored = new Map<string, number>();
  const submitters: SubmitterLimit[] = [];
  const save = <T extends { id: string }>(rows: Map<string, T>, row: T, submitter: SubmitterLimit): SaveOutcome => {
    if (fail) throw new EnquiryStoreError('down');
    submitters.push(submitter);
    if (!rows.has(row.id)) {
      if ((stored.get(submitter.clientKey) ?? 0) >= submitter.points) return { status: 'limited', retryAfterSeconds };
      stored.set(submitter.clientKey, (stored.get(submitter.clientKey) ?? 0) + 1);
    }
    rows.set(row.id, row);
    return { status: 'stored' };
  };
  const store: EnquiryStore = {
    name: 'memory',
    saveContact: async (enquiry, submitter) => save(contacts, enquiry, submitter),
    saveFormation: async (enquiry, submitter) => save(formations, enquiry, submitter),
    ready: async () => {},
  };
  return { store, contacts, formations, submitters };
}

const deps = (store: EnquiryStore, points = 100): SubmissionDeps => ({
  store,
  limit: { points, windowMinutes: 10 },
  clientKey: '203.0.113.7',
  newId: randomUUID,
  log: { info: () => undefined, warn: () => undefined, error: () => undefined },
});

const form = (values: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  return data;
};

const contact = {
  firstName: 'Astrid',
  lastName: 'Jensen',
  email: 'astrid@example.dk',
  phone: '+45 12 34 56 78',
  subject: 'Holding Companies',
  message: 'We would like to set up a holding company.',
};

describe('contact submissions', () => {
  it('stores a valid message and hands back a fresh id and empty values', async () => {
    const { store, contacts } = memoryStore();
    const id = randomUUID();
    const state = await handleContactSubmission(form({ ...contact, id }), deps(store));
    expect(state.status).toBe('success');
    expect(state.id).not.toBe(id);
    expect(state.values).toEqual({});
    expect(contacts.get(id)).toMatchObject({ firstName: 'Astrid', email: 'astrid@example.dk' });
  });

  it('a retry with the same id stores one row, with what was sent last', async () => {
    const { store, contacts } = memoryStore();
    const id = randomUUID();
    const d = deps(store);
    await handleContactSubmission(form({ ...contact, id }), d);
    await handleContactSubmission(form({ ...contact, id }), d);
    await handleContactSubmission(form({ ...contact, message: 'Edited after a timeout.', id }), d);
    expect(contacts.size).toBe(1);
    expect(contacts.get(id)?.message).toBe('Edited after a timeout.');
  });

  it('hands the store the client and the configured limit', async () => {
    const { store, submitters } = memoryStore();
    await handleContactSubmission(form({ ...contact, id: randomUUID() }), deps(store, 3));
    expect(submitters).toEqual([{ clientKey: '203.0.113.7', points: 3, windowMinutes: 10 }]);
  });

  it('without JavaScript (no id) makes one and returns it for the retry', async () => {
    const { store } = memoryStore(true);
    const state = await handleContactSubmission(form(contact), deps(store));
    expect(state.status).toBe('error');
    expect(state.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(state.values.id).toBe(state.id);
  });

  it('keeps the typed values and the id when the store fails', async () => {
    const { store } = memoryStore(true);
    const id = randomUUID();
    const state = await handleContactSubmission(form({ ...contact, id }), deps(store));
    expect(state).toMatchObject({ status: 'error', id, values: { ...contact, id } });
  });

  it('names each invalid field and stores nothing', async () => {
    const { store, contacts } = memoryStore();
    const state = await handleContactSubmission(
      form({ id: randomUUID(), firstName: ' ', lastName: 'x'.repeat(101), email: 'not-an-email', phone: 'call me', subject: '', message: '' }),
      deps(store),
    );
    expect(state.status).toBe('invalid');
    expect(state.fieldErrors).toEqual({
      firstName: 'required',
      lastName: 'tooLong',
      email: 'email',
      phone: 'phone',
      subject: 'required',
      message: 'required',
    });
    expect(contacts.size).toBe(0);
  });

  it('drops a submission whose honeypot is filled, answering as if it worked', async () => {
    const { store, contacts } = memoryStore();
    const state = await handleContactSubmission(form({ ...contact, id: randomUUID(), website: 'http://spam.example' }), deps(store));
    expect(state.status).toBe('success');
    expect(contacts.size).toBe(0);
  });

  it('answers a limited submit with the minutes to wait (rounded up) and keeps what was typed', async () => {
    const { store, contacts } = memoryStore(false, 61);
    const d = deps(store, 2);
    for (let i = 0; i < 2; i++) expect((await handleContactSubmission(form({ ...contact, id: randomUUID() }), d)).status).toBe('success');
    const id = randomUUID();
    const limited = await handleContactSubmission(form({ ...contact, id }), d);
    expect(limited).toMatchObject({ status: 'rateLimited', id, retryAfterMinutes: 2, values: expect.objectContaining(contact) });
    expect(contacts.size).toBe(2);
  });

  it('a failed store costs the client nothing: the next submit is still counted from zero', async () => {
    const failing = memoryStore(true);
    for (let i = 0; i < 3; i++) expect((await handleContactSubmission(form({ ...contact, id: randomUUID() }), deps(failing.store, 1))).status).toBe('error');
    const { store } = memoryStore();
    expect((await handleContactSubmission(form({ ...contact, id: randomUUID() }), deps(store, 1))).status).toBe('success');
  });
});

describe('formation submissions', () => {
  const base = { numberOfFounders: '2', companyStructure: 'holding' };
  const founders = {
    'founders.0.type': 'person',
    'founders.0.name': 'Mads Holm',
    'founders.1.type': 'company',
    'founders.1.name': 'Nordic Invest GmbH',
    'founders.1.cvr': '',
    'founders.1.isForeign': 'on',
  };

  it('stores founders and structure (the time of submission is the database\'s)', async () => {
    const { store, formations } = memoryStore();
    const id = randomUUID();
    expect((await handleFormationSubmission(form({ ...base, ...founders, id }), deps(store))).status).toBe('success');
    expect(formations.get(id)).toEqual({
      id,
      numberOfFounders: '2',
      companyStructure: 'holding',
      founders: [
        { type: 'person', name: 'Mads Holm', isForeign: false },
        { type: 'company', name: 'Nordic Invest GmbH', isForeign: true },
      ],
    });
  });

  it('enforces one foreign company, 8-digit CVR, a structure and a name per founder', async () => {
    const { store, formations } = memoryStore();
    const state = await handleFormationSubmission(
      form({
        id: randomUUID(),
        numberOfFounders: '3',
        companyStructure: 'nope',
        'founders.0.type': 'company',
        'founders.0.name': 'A ApS',
        'founders.0.cvr': '1234',
        'founders.1.type': 'company',
        'founders.1.name': 'B GmbH',
        'founders.1.isForeign': 'on',
        'founders.2.type': 'person',
        'founders.2.name': '',
      }),
      deps(store),
    );
    expect(state.status).toBe('invalid');
    expect(state.fieldErrors).toMatchObject({
      companyStructure: 'required',
      'founders.0.cvr': 'cvr',
      'founders.2.name': 'required',
    });
    const twoForeign = await handleFormationSubmission(
      form({ ...base, id: randomUUID(), ...founders, 'founders.0.type': 'company', 'founders.0.isForeign': 'on' }),
      deps(store),
    );
    expect(twoForeign.fieldErrors).toEqual({ founders: 'oneForeign' });
    expect(formations.size).toBe(0);
  });

  it('rejects 0 or 7 founders', async () => {
    const { store, formations } = memoryStore();
    for (const n of ['0', '7', 'x']) {
      const state = await handleFormationSubmission(form({ id: randomUUID(), numberOfFounders: n, companyStructure: 'drift' }), deps(store));
      expect(state.fieldErrors.numberOfFounders).toBe('required');
    }
    expect(formations.size).toBe(0);
  });
});
