/** English texts of market depth (docs/SPEC.md DP; merged into en.ts). */
export const depthEn = {
  depth: {
    title: 'Market depth',
    caption: 'Five levels of bids and asks, best first, with the lots at each level',
    bid: 'Bid',
    ask: 'Ask',
    lots: 'Lots',
    note: 'Bars show the lots from the best price down to each level. Simulated liquidity.',
    walked:
      'Estimated from market depth: {{hands}} lots are more than the {{top}} at the best price, so the order fills across {{levels}} levels.',
  },
};
