// Payment strings for tests and stories (not exported from the package).
/** A real BOLT11 invoice: 2000 bits, 'fiatjaf:  money' (the core's test invoice). */
export { SAMPLE_INVOICE } from '../../../core/src/test-support/invoices';

/** base64url of a UTF-8 string, in the browser and in Node. */
function base64Url(text: string): string {
  const binary = String.fromCharCode(...new TextEncoder().encode(text));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A V3 (cashuA) ecash token of 10 bits from mint.example.com with the memo 'Thank you.'. */
export const SAMPLE_CASHU_TOKEN = `cashuA${base64Url(
  JSON.stringify({
    token: [
      {
        mint: 'https://mint.example.com',
        proofs: [2, 8].map((amount, index) => ({
          amount,
          id: '009a1f293253e41e',
          secret: `story-secret-${index}`,
          C: '02bc9097997d81afb2cc7346b5e4345a9346bd2a506eb7958598a72f0cf85163ea',
        })),
      },
    ],
    unit: 'sat',
    memo: 'Thank you.',
  }),
)}`;

/** A cashu payment request (NUT-18) for 21 bits, 'Coffee', and one without an amount. */
export const SAMPLE_PAYMENT_REQUEST = 'creqApmF0gGFpY2lkMWFhFWF1Y3NhdGFtgXgYaHR0cHM6Ly9taW50LmV4YW1wbGUuY29tYWRmQ29mZmVl';
export const SAMPLE_PAYMENT_REQUEST_NO_AMOUNT = 'creqApWF0gGFpY2lkMmF1Y3NhdGFtgXgYaHR0cHM6Ly9taW50LmV4YW1wbGUuY29tYWRkVGlwcw==';
