/** English texts of Settings → Statements (merged into en.ts). */
export const statementsEn = {
  statements: {
    noteReady: 'Contract note for {{date}} is ready in Settings → Statements',
    notesTitle: 'Contract notes',
    notesHint:
      "One note for each day you traded, written after the day ends: every position opened and closed, fees, FX rates and realised P&L, with the day's opening and closing balance.",
    notesEmpty: 'No contract notes yet: a note appears the day after a day with trades.',
    noteDownloaded: 'Contract note downloaded',
    notePdfLabel: 'Download the contract note of {{date}} as PDF',
    noteCsvLabel: 'Download the contract note of {{date}} as CSV',
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
