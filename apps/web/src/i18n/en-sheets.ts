/** English texts of the order and close sheets' notices and of the form validation messages (merged into en.ts). */
export const sheetsEn = {
  sheet: {
    marketClosed: 'This market is closed now: orders are refused until it opens.',
    marketClosedHours:
      'This market is closed now: orders are refused until it opens (trading hours {{hours}}, exchange time).',
    marketClosedAmo: 'Market closed · your limit order will queue for the open at {{at}} IST',
    halted: 'Trading in this product is halted: {{reason}}',
    haltedMarket: 'Trading in this market is halted: {{reason}}',
    haltedNote: 'New orders are refused until trading resumes. You can still close your positions.',
    closePrice: 'Closes at',
    estimatedPnl: 'Estimated P&L',
    beforeFee: 'before the closing fee',
    keepPosition: 'Keep position',
    cancelOrder: 'Cancel order',
    keepOrder: 'Keep order',
    keepOrders: 'Keep orders',
  },
  validation: {
    lots: {
      empty: 'Enter the number of lots',
      notWhole: 'Lots must be a whole number',
      belowMin: 'At least {{min}} lot',
      aboveMax: 'At most {{max}} lots',
    },
    amount: {
      empty: 'Enter an amount',
      format: 'Enter an amount with at most two decimals',
      zero: 'The amount must be more than zero',
      belowMin: 'The minimum is {{amount}}',
      aboveAvailable: 'More than you have: {{amount}} available',
    },
    documentsRequired: 'Add at least one document',
  },
};
