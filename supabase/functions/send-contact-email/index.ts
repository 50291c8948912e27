/// <reference lib="deno.ns" />
import { createClient } from '@supabase/supabase-js';
import { readConfig } from './config.ts';
import { createHandler } from './handler.ts';
import { createSupabaseContactStore, createSupabaseNotificationLedger } from './store.ts';

// Entry point of the `send-contact-email` Edge Function: reads the environment and serves
// `createHandler` (handler.ts). Locally: `deno run --allow-net --allow-env index.ts`, with `PORT`
// to choose the port (default: Deno's, 8000). On Supabase the platform decides where it listens.

const config = readConfig((name) => Deno.env.get(name));

const client =
  config.supabaseUrl && config.serviceRoleKey
    ? createClient(config.supabaseUrl, config.serviceRoleKey, {
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      })
    : null;

const handler = createHandler({
  store: client && createSupabaseContactStore(client),
  ledger: client && createSupabaseNotificationLedger(client),
  email: config.email,
  webhookSecret: config.webhookSecret,
  retry: config.retry,
});

if (config.port === undefined) Deno.serve(handler);
else Deno.serve({ port: config.port }, handler);
