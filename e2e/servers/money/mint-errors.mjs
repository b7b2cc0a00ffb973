// Cashu mint errors: answered as HTTP 400 `{ detail, code }` with the NUT error codes (cashubtc/nuts error_codes.md).

export class MintError extends Error {
  constructor(code, detail) {
    super(detail);
    this.name = 'MintError';
    this.code = code;
    this.detail = detail;
  }
}

const error = (code, detail) => (extra) => new MintError(code, extra ? `${detail}: ${extra}` : detail);

export const mintErrors = {
  badRequest: error(10000, 'Bad request'),
  outputAlreadySigned: error(10002, 'Blinded message of output already signed'),
  invalidProof: error(10003, 'Token could not be verified'),
  alreadySpent: error(11001, 'Token already spent'),
  unbalanced: error(11002, 'Transaction is not balanced (inputs != outputs)'),
  proofsPending: error(11003, 'Token is pending'),
  unsupportedUnit: error(11005, 'Unit in request is not supported'),
  amountOutOfRange: error(11006, 'Amount outside of limit range'),
  duplicateInputs: error(11007, 'Duplicate inputs provided'),
  duplicateOutputs: error(11008, 'Duplicate outputs provided'),
  amountlessInvoice: error(11011, 'Amountless invoice is not supported'),
  unknownKeyset: error(12001, 'Keyset is not known'),
  inactiveKeyset: error(12002, 'Keyset is inactive, cannot sign messages'),
  quoteNotPaid: error(20001, 'Quote request is not paid'),
  alreadyIssued: error(20002, 'Tokens have already been issued for quote'),
  paymentFailed: error(20004, 'Lightning payment failed'),
  quotePending: error(20005, 'Quote is pending'),
  invoiceAlreadyPaid: error(20006, 'Invoice already paid'),
  quoteExpired: error(20007, 'Quote is expired'),
  unknownQuote: error(20000, 'Quote not found'),
};
