#!/bin/bash
while true; do echo "$(date +%s%3N)|$(head -1 /proc/stat)"; sleep 0.5; done
