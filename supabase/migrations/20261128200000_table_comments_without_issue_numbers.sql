-- The catalog descriptions of two tables, as a reader of the database (\d+ in psql, the table
-- editor in Supabase) needs them: what each table holds and who writes it. They cited a tracker
-- entry the readers of the database cannot look up. The migrations that made the tables stay as
-- they were applied.

comment on table public.enquiry_submissions is
  'Stored enquiries by client and time, counted by the form rate limit (ENQUIRY_RATE_LIMIT per ENQUIRY_RATE_WINDOW_MINUTES on the site). Written by the submit functions only.';

comment on table public.enquiry_notifications is
  'Staff emails sent per enquiry, so a webhook delivered twice sends one. Written by the Edge Function.';
