/** Customer brakes (issue 46): kill switch, daily loss limit, leverage cap. */
export * from './brakes';
