import { handleTranslateRequest } from '@/lib/translate/translate-request';

/**
 * The Studio's "Translate from English": a machine translation of an English document through
 * DeepL, for signed-in editors only. The whole request is `lib/translate`'s; answers:
 * docs/integrations.md, "DeepL".
 */
export function POST(request: Request): Promise<Response> {
  return handleTranslateRequest(request);
}
