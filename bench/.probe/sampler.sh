#!/bin/bash
# every 0.5 s: epoch ms, cpu busy jiffies total, idle, Dirty kB, pg wal stats
while true; do
  t=$(date +%s%3N)
  c=$(head -1 /proc/stat)
  d=$(grep -E "^Dirty:" /proc/meminfo | awk '{print $2}')
  w=$(psql -h 127.0.0.1 -U postgres -d test -Atc "select wal_records, wal_fpi, wal_bytes, wal_write, wal_sync from pg_stat_wal" 2>/dev/null)
  b=$(psql -h 127.0.0.1 -U postgres -d test -Atc "select buffers_checkpoint, buffers_clean, buffers_backend from pg_stat_bgwriter" 2>/dev/null)
  echo "$t|$c|$d|$w|$b"
  sleep 0.5
done
