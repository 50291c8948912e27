import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { WidgetContract } from '@/components/widgets/contract';
import { DisclosureContract } from '@/components/widgets/disclosure/contract';
import { ENHANCERS } from '@/components/widgets/registry';
import { SlideshowContract } from '@/components/widgets/slideshow/contract';

/**
 * A widget's markup, enhancer, CSS and tests meet on `data-*` names, and a name spelled out in
 * one of them and renamed in another breaks a page without an error anywhere. Each widget's
 * names are defined once, in `components/widgets/<name>/contract.ts`; TypeScript code imports
 * them, and this test holds what cannot import them (CSS, Tailwind's class variants) and the
 * contracts themselves to that.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const WIDGETS = path.join(ROOT, 'components/widgets');

/**
 * `data-*` attributes that CSS selects on but no enhancer reads or writes, with where they are
 * set. Every other attribute a stylesheet or a Tailwind variant selects on has to be in a
 * widget's contract.
 */
const NOT_WIDGET_ATTRIBUTES: Record<string, string> = {
  'data-founder': 'components/forms/FounderFields.tsx: a founder block, shown for the number of founders chosen',
  'data-company-only': 'components/forms/FounderFields.tsx: the company fields of a founder block',
  'data-structure': 'components/forms/StructureChoice.tsx: the company structure fieldset',
  'data-submit': 'components/forms/FormationSubmit.tsx: the submit block',
  'data-nojs-only': 'shown only without JavaScript (LocationSelect.tsx, PricingTabs.tsx)',
  'data-js-only': 'hidden without JavaScript (SiteSearch.tsx, components/templates/SearchTemplate.tsx)',
};

/**
 * Names two widgets both use, each for its own elements (an enhancer looks inside its own root
 * only): the slideshow's active slide, and the disclosure's trigger marked for the open section.
 */
const SHARED_BETWEEN_WIDGETS = new Set(['data-active']);

type Contract = {
  /** The widget's folder, `components/widgets/<folder>/`. */
  folder: string;
  /** The contract enum's export name, e.g. `SlideshowContract`. */
  enumName: string;
  members: Record<string, string>;
};

const DATA_NAME = /^data-[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

async function loadContracts(): Promise<Contract[]> {
  const folders = readdirSync(WIDGETS, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  return Promise.all(
    folders.map(async (folder) => {
      const file = path.join(WIDGETS, folder, 'contract.ts');
      if (!existsSync(file)) throw new Error(`components/widgets/${folder}/ has no contract.ts`);
      const exported = (await import(file)) as Record<string, unknown>;
      const enums = Object.entries(exported).filter(([key, value]) => key.endsWith('Contract') && typeof value === 'object' && value !== null);
      if (enums.length !== 1) throw new Error(`components/widgets/${folder}/contract.ts exports ${enums.length} *Contract enums, not one`);
      const [enumName, members] = enums[0] as [string, Record<string, string>];
      return { folder, enumName, members };
    }),
  );
}

const CONTRACTS = await loadContracts();

/** Every attribute name a contract declares, with the contracts declaring it. */
const DECLARED = new Map<string, string[]>([[WidgetContract.DataEnhance, ['WidgetContract']]]);
for (const contract of CONTRACTS) {
  for (const [key, value] of Object.entries(contract.members)) {
    if (key.startsWith('Data')) DECLARED.set(value, [...(DECLARED.get(value) ?? []), contract.enumName]);
  }
}

/** The attribute names (and `data-enhance` values) a selector text selects on, `[data-x="v"]`. */
function attributeSelectors(text: string): { name: string; value?: string }[] {
  return [...text.matchAll(/\[\s*(data-[a-z0-9-]+)\s*(?:[~|^$*]?=\s*(['"]?)([^'"\]]*)\2\s*)?\]/g)].map((match) => ({
    name: match[1] ?? '',
    value: match[3],
  }));
}

/** Files under `dir` whose names end in one of `extensions`, relative to the repository. */
function filesUnder(dir: string, extensions: string[]): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(path.join(ROOT, dir), { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && extensions.some((extension) => entry.name.endsWith(extension))) {
      found.push(path.relative(ROOT, path.join(entry.parentPath, entry.name)));
    }
  }
  return found.sort();
}

/** What a stylesheet or class string selects on that no contract declares and nothing else owns. */
function undeclared(names: { name: string; value?: string }[]): string[] {
  const problems: string[] = [];
  for (const { name, value } of names) {
    if (name === WidgetContract.DataEnhance && value !== undefined && !(value in ENHANCERS)) {
      problems.push(`[${name}="${value}"]: no widget is named "${value}"`);
    } else if (!DECLARED.has(name) && !(name in NOT_WIDGET_ATTRIBUTES)) {
      problems.push(`[${name}]: no widget contract declares it (a CSS-only attribute goes in NOT_WIDGET_ATTRIBUTES)`);
    }
  }
  return problems;
}

describe('widget contracts', () => {
  it('every widget folder has a contract named after it, and the registry has exactly these widgets', () => {
    for (const contract of CONTRACTS) expect(contract.members.Name, contract.enumName).toBe(contract.folder);
    expect(Object.keys(ENHANCERS).sort()).toEqual(CONTRACTS.map((contract) => contract.folder));
  });

  it('every data attribute is a Data* member spelled data-<kebab-case>, declared once in its contract', () => {
    for (const contract of CONTRACTS) {
      const attributes: string[] = [];
      for (const [key, value] of Object.entries(contract.members)) {
        if (key.startsWith('Data')) {
          expect(value, `${contract.enumName}.${key}`).toMatch(DATA_NAME);
          attributes.push(value);
        } else {
          // A name outside the Data* members would escape the checks below.
          expect(value.startsWith('data-'), `${contract.enumName}.${key} = '${value}' is an attribute: name it Data…`).toBe(false);
        }
      }
      expect(new Set(attributes).size, `${contract.enumName} declares an attribute twice`).toBe(attributes.length);
      expect(attributes, `${contract.enumName} redeclares data-enhance (WidgetContract.DataEnhance)`).not.toContain(WidgetContract.DataEnhance);
    }
  });

  it('no two widgets declare the same attribute unless it is meant to be shared', () => {
    const clashes = [...DECLARED].filter(([name, owners]) => owners.length > 1 && !SHARED_BETWEEN_WIDGETS.has(name));
    expect(clashes).toEqual([]);
  });

  it('a contract selector selects only on attributes its own contract declares', () => {
    for (const contract of CONTRACTS) {
      const own = new Set(Object.entries(contract.members).filter(([key]) => key.startsWith('Data')).map(([, value]) => value));
      for (const [key, value] of Object.entries(contract.members)) {
        if (!key.endsWith('Selector')) continue;
        const names = attributeSelectors(value).map((selector) => selector.name);
        expect(names.length, `${contract.enumName}.${key} selects on no data attribute`).toBeGreaterThan(0);
        for (const name of names) expect(own.has(name), `${contract.enumName}.${key} uses ${name}`).toBe(true);
      }
    }
  });

  it('the stylesheets select only on attributes a widget contract declares, and only on real widget names', () => {
    const stylesheets = filesUnder('app', ['.css']).concat(filesUnder('components', ['.css']));
    const selected = stylesheets.map((file) => ({ file, names: attributeSelectors(readFileSync(path.join(ROOT, file), 'utf8')) }));
    // The check reads what it should: app/globals.css styles the disclosure by its state.
    expect(selected.flatMap(({ names }) => names.map(({ name }) => name))).toContain(DisclosureContract.DataEnhanced);
    expect(selected.flatMap(({ file, names }) => undeclared(names).map((problem) => `${file}: ${problem}`))).toEqual([]);
  });

  it('outside the contracts, code spells no widget attribute: it imports the contract instead', () => {
    const isContract = (file: string) => /^components\/widgets\/(?:[^/]+\/)?contract\.ts$/.test(file);
    const code = ['app', 'components', 'lib', 'scripts'].flatMap((dir) => filesUnder(dir, ['.ts', '.tsx', '.mts'])).filter((file) => !isContract(file));
    const datasetKeys = new Map([...DECLARED.keys()].map((name) => [name.slice('data-'.length).replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase()), name]));
    const problems = code.flatMap((file) => {
      // Comments may name attributes: they document the markup.
      const source = readFileSync(path.join(ROOT, file), 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
      const spelled = [...source.matchAll(/(?<![\w-])(data-[a-z0-9-]+)(?![\w:-])/g)].map((match) => match[1] ?? '').filter((name) => DECLARED.has(name));
      const viaDataset = [...source.matchAll(/\.dataset\.([A-Za-z0-9]+)/g)].map((match) => datasetKeys.get(match[1] ?? '')).filter((name) => name !== undefined);
      // A Tailwind variant (`data-active:`) is no spelling here: the test above checks those.
      return [...new Set([...spelled, ...viaDataset])].map((name) => `${file}: ${name}`);
    });
    expect(code.length).toBeGreaterThan(100);
    expect(problems).toEqual([]);
  });

  it("Tailwind's data variants in the markup select only on attributes a widget contract declares", () => {
    const variantNames: string[] = [];
    const problems = filesUnder('app', ['.tsx', '.ts'])
      .concat(filesUnder('components', ['.tsx', '.ts']))
      .flatMap((file) => {
        const source = readFileSync(path.join(ROOT, file), 'utf8');
        // `data-[active=true]:`, `group-data-[playing=false]:`, `data-active:` select on
        // `[data-active="true"]`, `[data-playing="false"]`, `[data-active]`.
        const variants = [...source.matchAll(/(?<![\w-])(?:(?:group|peer)(?:\/[\w-]+)?-)?data-(?:\[([a-z][a-z0-9-]*)[^\]]*\]|([a-z][a-z0-9-]*)):/g)];
        const names = variants.map((match) => ({ name: `data-${match[1] ?? match[2] ?? ''}` }));
        variantNames.push(...names.map(({ name }) => name));
        return undeclared(names).map((problem) => `${file}: ${problem}`);
      });
    // The check reads what it should: the hero's slides fade by `data-[active=true]:`.
    expect(variantNames).toContain(SlideshowContract.DataActive);
    expect(problems).toEqual([]);
  });
});
