import type { routing } from './routing';
import type en from '../../messages/en.json';

// Type-checks message keys and locales everywhere next-intl is used.
declare module 'next-intl' {
  interface AppConfig {
    Locale: (typeof routing.locales)[number];
    Messages: typeof en;
  }
}
