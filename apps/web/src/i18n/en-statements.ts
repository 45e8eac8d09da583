/** English texts of Settings → Statements (merged into en.ts). */
export const statementsEn = {
  statements: {
    title: 'Statements',
    link: 'Statements (P&L, ledger)',
    period: 'Period',
    financialYear: 'Financial year {{year}}',
    custom: 'Choose dates',
    from: 'From',
    to: 'To',
    language: 'Language of the file',
    pdf: 'Download PDF',
    csv: 'Download CSV',
    downloaded: 'Statement downloaded',
    note: 'P&L by instrument and market, fees, money in and out, and every ledger record with its running balance. The figures equal Analytics over the same period; each file carries a SHA-256 that the platform can verify. A period is at most 400 days.',
  },
} as const;
