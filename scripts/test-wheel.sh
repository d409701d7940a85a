# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
## import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
!# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
/# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
u# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
s# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
r# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
/# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
b# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
i# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
n# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
/# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
n# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
v# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
b# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
a# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
s# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
h# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'

# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
## import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
T# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
h# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
m# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
a# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
n# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
y# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
l# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
i# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
n# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
u# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
x# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
w# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
h# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
l# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
(# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
m# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
a# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
k# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
w# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
h# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
l# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
)# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
i# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
n# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
s# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
t# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
a# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
l# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
l# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
d# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
i# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
n# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
t# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
o# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
a# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
f# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
r# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
s# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
h# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
v# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
i# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
r# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
t# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
u# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
a# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
l# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
n# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
v# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
i# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
r# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
o# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
n# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
m# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
n# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
t# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'

# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
## import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
a# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
n# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
d# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
t# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
h# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
P# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
y# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
t# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
h# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
o# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
n# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
s# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
u# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
i# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
t# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
r# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
u# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
n# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
a# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
g# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
a# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
i# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
n# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
s# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
t# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
i# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
t# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
f# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
r# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
o# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
m# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
o# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
u# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
t# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
s# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
i# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
d# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
t# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
h# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
s# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
o# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
u# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
r# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
c# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
t# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
r# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
.# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'

# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
## import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
s# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
c# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
r# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
i# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
p# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
t# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
s# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
/# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
t# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
s# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
t# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
-# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
w# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
h# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
l# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
.# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
s# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
h# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
u# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
s# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
s# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
b# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
u# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
i# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
l# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
d# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
/# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
w# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
h# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
l# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
h# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
o# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
u# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
s# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
/# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
q# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
k# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
v# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
-# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
*# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
.# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
w# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
h# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
l# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'

# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
## import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
q# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
k# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
v# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
a# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
n# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
d# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
i# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
t# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
s# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
d# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
c# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
l# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
a# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
r# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
d# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
r# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
u# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
n# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
t# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
i# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
m# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
d# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
p# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
n# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
d# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
n# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
c# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
i# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
s# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
(# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
n# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
u# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
m# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
p# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
y# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
,# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
m# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
l# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
_# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
d# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
t# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
y# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
p# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
s# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
,# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'

# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
## import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
s# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
c# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
i# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
p# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
y# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
-# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
o# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
p# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
n# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
b# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
l# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
a# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
s# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
3# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
2# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
)# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
a# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
r# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
i# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
n# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
s# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
t# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
a# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
l# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
l# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
d# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
f# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
r# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
s# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
h# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
f# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
r# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
o# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
m# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
t# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
h# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
w# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
h# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
l# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
'# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
s# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
m# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
t# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
a# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
d# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
a# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
t# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
a# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
;# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
t# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
h# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'

# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
## import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
t# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
s# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
t# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
-# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
o# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
n# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
l# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
y# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
p# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
a# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
c# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
k# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
a# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
g# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
s# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
(# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
p# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
y# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
t# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
s# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
t# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
,# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
t# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
o# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
r# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
c# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
h# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
,# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
s# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
a# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
f# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
t# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
n# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
s# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
o# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
r# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
s# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
,# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
m# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
a# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
t# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
p# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
l# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
o# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
t# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
l# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
i# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
b# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
,# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
m# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
p# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
i# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
4# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
p# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
y# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
)# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
a# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
r# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'

# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
## import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
t# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
a# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
k# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
n# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
f# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
r# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
o# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
m# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
t# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
h# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
p# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
r# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
o# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
j# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
c# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
t# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
'# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
s# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
.# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
v# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
n# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
v# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
,# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
p# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
l# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
a# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
c# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
d# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
a# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
f# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
t# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
r# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
t# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
h# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
f# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
r# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
s# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
h# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
o# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
n# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
s# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
o# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
n# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
s# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
y# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
s# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
.# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
p# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
a# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
t# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
h# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
,# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
s# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
o# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'

# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
## import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
t# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
h# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
h# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
a# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
v# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
y# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
t# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
o# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
r# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
c# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
h# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
i# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
s# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
n# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
o# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
t# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
i# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
n# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
s# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
t# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
a# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
l# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
l# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
d# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
t# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
w# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
i# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
c# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
.# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
Q# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
K# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
V# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
_# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
T# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
E# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
S# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
T# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
_# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
W# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
H# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
E# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
E# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
L# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
=# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
1# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
t# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
l# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
l# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
s# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
t# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
h# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
s# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
u# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
i# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
t# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'

# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
## import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
t# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
h# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
a# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
t# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
t# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
h# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
i# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
s# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
i# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
s# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
t# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
h# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
w# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
h# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
l# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
(# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
n# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
o# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
M# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
P# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
I# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
x# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
t# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
n# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
s# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
i# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
o# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
n# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
;# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
n# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
o# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
t# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
h# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
i# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
n# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
g# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
l# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
i# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
n# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
k# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
d# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
o# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
u# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
t# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
s# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
i# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
d# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
t# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
h# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'

# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
## import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
m# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
a# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
n# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
y# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
l# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
i# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
n# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
u# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
x# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
p# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
o# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
l# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
i# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
c# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
y# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
,# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
t# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
h# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
w# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
h# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
l# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
a# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
n# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
d# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
s# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
c# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
i# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
p# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
y# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
-# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
o# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
p# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
n# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
b# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
l# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
a# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
s# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
3# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
2# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
)# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
.# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'

# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
s# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
t# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
-# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
u# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
o# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
p# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
i# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
p# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
f# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
a# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
i# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
l# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'

# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
c# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
d# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
"# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
$# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
(# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
d# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
i# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
r# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
n# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
a# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
m# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
"# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
$# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
0# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
"# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
)# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
/# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
.# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
.# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
"# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'

# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
s# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
r# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
c# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
=# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
$# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
P# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
W# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
D# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'

# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
s# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
h# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
o# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
p# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
t# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
-# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
s# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
n# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
u# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
l# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
l# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
g# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
l# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
o# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
b# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'

# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
w# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
h# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
l# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
s# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
=# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
(# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
b# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
u# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
i# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
l# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
d# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
/# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
w# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
h# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
l# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
h# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
o# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
u# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
s# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
/# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
q# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
k# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
v# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
-# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
*# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
.# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
w# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
h# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
l# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
)# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'

# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
i# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
f# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
(# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
(# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
$# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
{# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
## import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
w# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
h# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
l# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
s# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
[# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
@# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
]# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
}# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
!# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
=# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
1# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
)# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
)# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
;# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
t# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
h# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
n# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'

# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
c# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
h# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
o# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
"# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
t# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
s# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
t# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
-# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
w# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
h# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
l# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
:# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
x# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
p# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
c# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
t# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
d# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
o# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
n# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
w# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
h# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
l# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
i# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
n# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
b# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
u# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
i# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
l# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
d# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
/# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
w# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
h# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
l# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
h# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
o# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
u# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
s# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
(# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
m# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
a# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
k# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
w# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
h# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
l# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
)# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
,# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
f# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
o# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
u# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
n# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
d# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
$# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
{# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
## import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
w# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
h# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
l# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
s# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
[# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
@# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
]# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
}# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
"# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
># import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
&# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
2# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'

# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
x# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
i# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
t# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
1# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'

# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
f# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
i# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'

# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
w# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
h# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
l# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
=# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
$# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
s# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
r# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
c# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
/# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
$# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
{# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
w# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
h# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
l# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
s# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
[# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
0# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
]# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
}# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'

# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
v# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
n# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
v# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
=# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
$# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
s# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
r# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
c# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
/# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
b# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
u# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
i# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
l# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
d# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
/# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
w# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
h# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
l# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
-# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
v# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
n# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
v# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'

# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
r# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
m# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
-# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
r# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
f# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
"# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
$# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
v# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
n# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
v# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
"# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'

# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
p# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
y# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
t# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
h# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
o# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
n# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
3# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
-# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
m# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
v# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
n# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
v# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
"# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
$# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
v# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
n# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
v# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
"# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'

# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
"# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
$# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
v# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
n# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
v# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
/# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
b# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
i# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
n# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
/# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
p# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
y# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
t# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
h# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
o# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
n# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
"# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
-# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
m# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
p# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
i# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
p# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
i# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
n# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
s# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
t# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
a# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
l# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
l# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
-# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
q# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
-# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
-# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
d# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
i# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
s# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
a# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
b# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
l# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
-# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
p# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
i# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
p# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
-# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
v# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
r# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
s# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
i# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
o# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
n# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
-# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
c# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
h# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
c# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
k# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
"# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
$# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
w# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
h# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
l# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
"# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'

# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
s# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
i# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
t# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
=# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
$# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
(# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
"# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
$# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
v# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
n# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
v# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
/# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
b# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
i# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
n# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
/# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
p# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
y# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
t# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
h# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
o# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
n# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
"# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
-# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
c# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
"# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
i# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
m# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
p# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
o# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
r# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
t# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
s# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
y# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
s# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
c# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
o# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
n# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
f# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
i# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
g# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
;# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
p# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
r# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
i# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
n# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
t# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
(# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
s# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
y# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
s# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
c# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
o# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
n# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
f# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
i# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
g# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
.# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
g# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
t# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
_# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
p# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
a# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
t# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
h# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
(# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
'# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
p# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
u# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
r# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
l# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
i# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
b# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
'# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
)# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
)# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
"# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
)# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'

# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
d# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
v# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
_# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
s# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
i# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
t# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
=# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
$# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
(# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
.# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
v# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
n# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
v# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
/# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
b# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
i# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
n# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
/# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
p# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
y# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
t# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
h# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
o# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
n# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
-# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
c# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
"# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
i# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
m# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
p# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
o# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
r# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
t# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
o# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
s# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
,# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
t# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
o# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
r# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
c# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
h# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
;# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
p# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
r# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
i# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
n# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
t# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
(# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
o# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
s# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
.# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
p# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
a# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
t# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
h# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
.# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
d# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
i# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
r# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
n# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
a# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
m# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
(# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
o# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
s# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
.# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
p# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
a# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
t# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
h# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
.# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
d# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
i# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
r# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
n# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
a# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
m# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
(# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
t# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
o# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
r# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
c# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
h# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
.# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
_# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
_# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
f# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
i# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
l# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
_# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
_# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
)# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
)# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
)# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
"# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
)# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'

# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
c# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
h# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
o# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
"# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
$# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
d# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
v# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
_# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
s# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
i# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
t# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
"# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
># import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
"# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
$# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
s# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
i# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
t# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
/# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
q# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
k# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
v# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
-# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
t# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
s# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
t# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
-# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
d# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
p# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
s# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
.# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
p# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
t# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
h# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
"# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'

# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'

# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
w# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
o# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
r# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
k# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
=# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
$# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
(# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
m# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
k# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
t# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
m# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
p# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
-# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
d# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
)# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'

# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
t# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
r# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
a# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
p# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
'# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
r# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
m# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
-# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
r# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
f# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
"# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
$# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
w# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
o# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
r# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
k# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
"# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
'# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
E# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
X# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
I# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
T# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'

# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
c# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
d# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
"# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
$# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
w# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
o# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
r# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
k# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
"# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'

# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
w# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
h# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
r# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
=# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
$# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
(# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
"# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
$# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
v# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
n# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
v# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
/# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
b# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
i# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
n# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
/# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
p# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
y# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
t# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
h# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
o# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
n# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
"# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
-# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
c# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
"# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
i# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
m# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
p# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
o# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
r# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
t# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
q# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
k# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
v# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
;# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
p# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
r# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
i# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
n# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
t# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
(# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
q# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
k# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
v# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
.# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
_# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
_# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
f# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
i# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
l# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
_# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
_# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
)# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
"# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
)# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'

# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
c# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
a# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
s# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
"# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
$# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
w# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
h# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
r# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
"# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
i# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
n# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'

# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
"# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
$# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
v# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
n# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
v# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
"# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
/# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
*# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
)# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
c# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
h# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
o# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
"# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
t# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
s# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
t# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
-# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
w# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
h# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
l# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
:# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
q# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
k# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
v# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
f# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
r# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
o# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
m# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
$# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
w# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
h# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
r# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
"# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
;# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
;# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'

# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
*# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
)# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
c# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
h# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
o# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
"# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
t# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
s# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
t# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
-# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
w# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
h# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
l# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
:# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
q# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
k# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
v# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
i# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
m# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
p# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
o# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
r# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
t# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
d# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
f# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
r# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
o# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
m# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
$# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
w# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
h# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
r# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
,# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
n# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
o# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
t# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
t# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
h# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
f# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
r# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
s# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
h# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
v# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
n# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
v# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
"# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
># import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
&# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
2# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
;# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
x# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
i# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
t# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
1# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
;# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
;# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'

# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
s# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
a# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
c# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'

# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
c# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
h# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
o# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
"# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
t# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
s# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
t# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
-# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
w# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
h# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
l# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
:# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
$# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
(# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
b# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
a# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
s# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
n# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
a# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
m# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
"# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
$# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
w# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
h# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
l# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
"# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
)# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
$# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
(# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
d# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
u# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
-# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
k# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
"# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
$# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
w# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
h# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
l# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
"# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
|# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
c# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
u# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
t# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
-# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
f# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
1# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
)# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
K# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
i# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
B# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
"# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'

# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
## import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
i# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
m# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
p# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
o# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
r# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
t# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
q# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
k# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
v# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
:# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
m# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
d# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
i# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
a# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
n# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
o# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
f# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
5# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
f# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
r# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
s# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
h# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
i# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
n# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
t# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
r# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
p# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
r# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
t# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
r# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
s# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
(# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
p# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
y# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
t# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
h# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
o# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
n# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
-# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
X# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
i# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
m# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
p# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
o# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
r# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
t# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
t# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
i# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
m# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
,# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
c# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
u# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
m# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
u# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
l# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
a# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
t# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
i# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
v# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
u# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
s# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
)# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
.# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'

# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
f# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
o# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
r# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
_# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
i# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
n# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
1# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
2# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
3# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
4# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
5# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
;# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
d# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
o# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'

# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
"# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
$# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
v# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
n# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
v# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
/# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
b# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
i# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
n# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
/# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
p# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
y# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
t# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
h# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
o# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
n# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
"# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
-# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
X# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
i# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
m# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
p# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
o# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
r# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
t# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
t# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
i# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
m# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
-# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
c# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
"# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
i# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
m# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
p# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
o# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
r# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
t# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
q# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
k# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
v# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
"# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
2# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
># import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
&# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
1# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
|# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
a# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
w# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
k# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
-# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
F# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
'# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
|# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
'# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
'# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
$# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
3# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
~# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
/# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
^# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
q# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
k# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
v# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
$# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
/# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
{# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
p# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
r# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
i# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
n# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
t# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
$# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
2# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
+# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
0# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
}# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
'# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'

# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
d# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
o# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
n# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
|# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
s# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
o# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
r# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
t# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
-# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
n# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
|# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
a# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
w# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
k# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
'# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
{# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
a# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
[# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
N# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
R# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
]# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
=# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
$# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
1# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
}# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
E# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
N# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
D# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
{# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
p# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
r# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
i# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
n# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
t# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
f# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
"# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
t# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
s# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
t# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
-# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
w# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
h# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
l# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
:# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
i# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
m# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
p# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
o# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
r# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
t# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
q# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
k# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
v# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
%# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
.# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
1# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
f# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
m# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
s# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
(# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
m# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
d# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
i# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
a# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
n# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
o# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
f# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
5# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
)# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
\# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
n# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
"# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
,# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
a# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
[# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
3# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
]# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
/# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
1# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
0# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
0# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
0# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
}# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
'# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'

# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
Q# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
K# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
V# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
_# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
T# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
E# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
S# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
T# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
_# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
W# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
H# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
E# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
E# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
L# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
=# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
1# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
"# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
$# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
v# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
n# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
v# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
/# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
b# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
i# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
n# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
/# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
p# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
y# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
t# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
h# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
o# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
n# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
"# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
-# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
m# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
p# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
y# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
t# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
s# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
t# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
-# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
q# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
-# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
p# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
n# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
o# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
:# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
c# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
a# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
c# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
h# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
p# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
r# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
o# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
v# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
i# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
d# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
r# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
 # import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
"# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
$# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
s# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
r# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
c# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
/# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
p# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
y# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
t# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
h# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
o# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
n# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
/# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
t# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
e# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
s# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
t# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
s# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
"# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'

# import qkv: median of 5 fresh interpreters (python -X importtime,
# cumulative), and the part of it that is numpy's own import.
for _ in 1 2 3 4 5; do
  "$venv/bin/python" -X importtime -c "import qkv" 2>&1 |
    awk -F'|' '$3 ~ /^ qkv$/ {q = $2} $3 ~ /^ *numpy$/ {n = $2} END {print q + 0, n + 0}'
done | sort -n | awk 'NR == 3 {printf "test-wheel: import qkv %.1f ms (median of 5; numpy %.1f ms of it)\n", $1 / 1000, $2 / 1000}'
