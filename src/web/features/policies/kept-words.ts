/**
 * The Latin words the policies keep as they are in Hindi: names of laws, services, companies and
 * units. The tests that find English left on the Hindi policies allow these and nothing else.
 */
export const POLICY_KEPT_WORDS: readonly string[] = [
  'MedMitra',
  'DPDP',
  'BP',
  'IP',
  'PDF',
  'UPI',
  'RBI',
  'HTTPS',
  'MB',
  'Razorpay',
  'Google',
  'AdSense',
  'Apple',
  'Mozilla',
];
