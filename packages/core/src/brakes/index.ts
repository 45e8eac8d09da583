/** Customer brakes (issue 46): kill switch, daily loss limit, leverage cap, order-sheet nudges. */
export * from './brakes';
export * from './nudges';
