/** Spec 2 §4 Report: the thank-you shows for 2 s, then the dialog closes. */
export const REPORT_THANKS_MS = 2000;
