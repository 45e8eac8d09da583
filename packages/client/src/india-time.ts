/**
 * The one India-time formatter of both front ends is core's: a fixed UTC+5:30 shift read with UTC
 * calendar arithmetic, so every browser shows the same text whatever its own zone. The offset is
 * defined once, in core.
 */
export { formatIndiaTime, INDIA_OFFSET_MS, parseIndiaTime } from '@demo/core';
