'use strict';
// qkv explore: the page's script. It recomputes attention in double
// precision with the formulas of qkv's reference path (src/reference) so a
// learner can edit the input and watch every step move. The library's own
// numbers for every worked example are embedded in #qkv-data; on load the
// page recomputes each example and shows the largest difference (the
// browser test checks the same numbers against `qkv explain --format json`).
{
  const data = JSON.parse(document.getElementById('qkv-data').textContent);
  const $ = (id) => document.getElementById(id);
  const state = {
    violations: [],
    check: null,
    renders: 0,
    error: '',
    library: false,
    asked: 0,
    served: 0,
    serverCheck: null,
    serverError: '',
  };
  window.qkvExplore = state;
  document.addEventListener('securitypolicyviolation', (e) => {
    state.violations.push(e.violatedDirective);
  });

  // "1,0;0,1" -> {rows, cols, values}; the CLI's notation.
  function parseMatrix(text, what) {
    const values = [];
    let cols = -1;
    const rows = text.trim().split(';');
    for (const row of rows) {
      const cells = row.split(',');
      for (const cell of cells) {
        const s = cell.trim().toLowerCase();
        let x = Number(s);
        if (s === 'inf' || s === '+inf') x = Infinity;
        if (s === '-inf') x = -Infinity;
        if (s === '' || Number.isNaN(x)) {
          throw new Error(what + ": cannot parse number '" + cell + "'");
        }
        values.push(x);
      }
      if (cols >= 0 && cells.length !== cols) {
        throw new Error(what + ': rows have different lengths');
      }
      cols = cells.length;
    }
    return {rows: rows.length, cols: cols, values: values};
  }

  function formatMatrix(rows) {
    const cell = (x) => (x === null ? '-inf' : String(x));
    return rows.map((r) => r.map(cell).join(',')).join(';');
  }

  function fromRows(rows) {
    return {rows: rows.length, cols: rows[0].length,
      values: [].concat(...rows).map((x) => (x === null ? -Infinity : x))};
  }

  // Which keys query i may see (reference.cc visible()).
  function visible(inp, i, j, sq, skv) {
    const diagonal = i + skv - sq;
    if (inp.causal === 'top-left' && j > i) return false;
    if (inp.causal === 'bottom-right' && j > diagonal) return false;
    if (inp.window[0] >= 0 && j < diagonal - inp.window[0]) return false;
    if (inp.window[1] >= 0 && j > diagonal + inp.window[1]) return false;
    if (inp.mask) {
      const r = inp.mask.rows === 1 ? 0 : i;
      if (inp.mask.values[r * skv + j] === 0) return false;
    }
    return true;
  }

  // ALiBi and the additive mask (reference.cc bias()).
  function bias(inp, h, i, j, sq, skv) {
    let total = 0;
    if (inp.alibi.length) total -= inp.alibi[h] * Math.abs(i + skv - sq - j);
    if (inp.bias) {
      const r = inp.bias.rows === 1 ? 0 : i;
      total += inp.bias.values[r * skv + j];
    }
    return total;
  }

  function checkShapes(inp) {
    const H = inp.heads;
    const q = inp.q;
    const k = inp.k;
    const v = inp.v;
    if (!(H >= 1) || q.cols % H || v.cols % H) {
      throw new Error('heads: ' + H + ' heads do not divide d_k = ' + q.cols +
                      ' and d_v = ' + v.cols);
    }
    if (k.cols !== q.cols) throw new Error('K has ' + k.cols + ' columns, Q ' + q.cols);
    if (v.rows !== k.rows) throw new Error('V has ' + v.rows + ' rows, K ' + k.rows);
    for (const [m, what] of [[inp.mask, 'mask'], [inp.bias, 'bias']]) {
      if (m && (m.cols !== k.rows || (m.rows !== 1 && m.rows !== q.rows))) {
        throw new Error(what + ': expected 1 or ' + q.rows + ' rows of ' + k.rows);
      }
    }
    if (inp.mask && inp.mask.values.some((x) => x !== 0 && x !== 1)) {
      throw new Error('mask: values must be 1 (attend) or 0 (hidden); ' +
                      'an additive mask (0 / −∞) is a bias');
    }
    if (inp.alibi.length && inp.alibi.length !== H) {
      throw new Error('ALiBi: expected ' + H + ' slopes, one per head');
    }
  }

  // One row of one head: scores, scaled, logits, softmax, output.
  function row(inp, h, i, s) {
    const sq = inp.q.rows;
    const skv = inp.k.rows;
    const d = inp.q.cols;
    const dv = inp.v.cols;
    const dh = d / inp.heads;
    const dvh = dv / inp.heads;
    let max = -Infinity;
    for (let j = 0; j < skv; ++j) {
      let dot = 0;
      for (let c = 0; c < dh; ++c) {
        dot += inp.q.values[i * d + h * dh + c] * inp.k.values[j * d + h * dh + c];
      }
      let x = s.scale * dot;
      if (inp.softcap > 0) x = inp.softcap * Math.tanh(x / inp.softcap);
      const vis = visible(inp, i, j, sq, skv);
      const logit = vis ? x + bias(inp, h, i, j, sq, skv) : -Infinity;
      s.scores.push(dot);
      s.scaled.push(x);
      s.logits.push(logit);
      s.visible.push(vis);
      if (logit > max) max = logit;
    }
    const base = i * skv;
    let sum = 0;
    for (let j = 0; j < skv; ++j) {
      if (s.visible[base + j]) sum += Math.exp(s.logits[base + j] - max);
    }
    const out = new Array(dvh).fill(0);
    for (let j = 0; j < skv; ++j) {
      const l = s.logits[base + j];
      const w = max === -Infinity || !s.visible[base + j] ? 0 : Math.exp(l - max) / sum;
      s.weights.push(w);
      if (l === -Infinity) continue;
      for (let c = 0; c < dvh; ++c) out[c] += w * inp.v.values[j * dv + h * dvh + c];
    }
    s.lse.push(max === -Infinity ? -Infinity : max + Math.log(sum));
    s.out.push(...out);
  }

  function compute(inp) {
    checkShapes(inp);
    const H = inp.heads;
    const sq = inp.q.rows;
    const dv = inp.v.cols;
    const dvh = dv / H;
    const base = inp.scale === null ? 1 / Math.sqrt(inp.q.cols / H) : inp.scale;
    const heads = [];
    const concat = new Array(sq * dv).fill(0);
    for (let h = 0; h < H; ++h) {
      const s = {scale: base / inp.temperature, scores: [], scaled: [], logits: [],
        visible: [], weights: [], out: [], lse: []};
      for (let i = 0; i < sq; ++i) row(inp, h, i, s);
      for (let i = 0; i < sq; ++i) {
        for (let c = 0; c < dvh; ++c) concat[i * dv + h * dvh + c] = s.out[i * dvh + c];
      }
      heads.push(s);
    }
    return {heads: heads, concat: concat};
  }

  // An example's input as compute() takes it.
  function exampleInput(e) {
    const x = e.input;
    return {q: fromRows(x.q), k: fromRows(x.k), v: fromRows(x.v),
      mask: x.mask ? fromRows(x.mask) : null, bias: x.bias ? fromRows(x.bias) : null,
      alibi: x.alibi, causal: x.causal, window: x.window, scale: x.scale,
      softcap: x.softcap, heads: x.heads, temperature: 1};
  }

  // Largest |page - library| over every step of one input.
  function worstDiff(page, lib) {
    let worst = 0;
    const diff = (a, b) => {
      if (a === -Infinity && b === null) return 0;
      if (b === null || !Number.isFinite(a)) return Infinity;
      return Math.abs(a - b);
    };
    page.heads.forEach((s, h) => {
      const l = lib.heads[h];
      for (const key of ['scores', 'scaled', 'logits', 'weights']) {
        l[key].flat().forEach((b, n) => { worst = Math.max(worst, diff(s[key][n], b)); });
      }
      l.output.flat().forEach((b, n) => { worst = Math.max(worst, diff(s.out[n], b)); });
    });
    lib.concat.flat().forEach((b, n) => { worst = Math.max(worst, diff(page.concat[n], b)); });
    return worst;
  }

  // ... over every example.
  function checkAgainstLibrary() {
    let worst = 0;
    for (const e of data.examples) {
      worst = Math.max(worst, worstDiff(compute(exampleInput(e)), e.library));
    }
    return worst;
  }

  // Viridis-like ramp, as `qkv viz` draws.
  const stops = [[68, 1, 84], [59, 82, 139], [33, 145, 140], [94, 201, 98], [253, 231, 37]];
  function colour(x) {
    const p = Math.min(1, Math.max(0, Number.isFinite(x) ? x : 0)) * 4;
    const k = Math.min(3, Math.floor(p));
    const f = p - k;
    const c = [0, 1, 2].map((n) => Math.round(stops[k][n] * (1 - f) + stops[k + 1][n] * f));
    return ['rgb(' + c.join(',') + ')', 0.299 * c[0] + 0.587 * c[1] + 0.114 * c[2] > 140];
  }

  function fmt(x) {
    if (x === -Infinity) return '−∞';
    if (Number.isNaN(x)) return 'NaN';
    const s = x.toFixed(4);
    return /^-0\.0+$/.test(s) ? s.slice(1) : s;
  }

  function el(tag, cls, text) {
    const e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined) e.textContent = text;
    return e;
  }

  // A table of a row-major matrix, each cell coloured by its value
  // (weights on [0, 1]; other steps on their own min..max).
  function table(id, title, rowLabels, colLabels, values, unit) {
    const wrap = el('div', 'step');
    wrap.appendChild(el('h4', '', title));
    const t = el('table', 'matrix');
    t.id = id;
    const head = el('tr');
    head.appendChild(el('th'));
    colLabels.forEach((c) => head.appendChild(el('th', 'col', c)));
    t.appendChild(head);
    const finite = values.filter(Number.isFinite);
    const lo = unit ? 0 : Math.min(...finite);
    const hi = unit ? 1 : Math.max(...finite);
    rowLabels.forEach((r, i) => {
      const tr = el('tr');
      tr.appendChild(el('th', 'row', r));
      colLabels.forEach((_, j) => {
        const x = values[i * colLabels.length + j];
        const td = el('td', x === -Infinity ? 'hidden' : 'cell', fmt(x));
        td.dataset.value = String(x);
        if (x !== -Infinity) {
          const [bg, light] = colour(hi > lo ? (x - lo) / (hi - lo) : 1);
          td.style.backgroundColor = bg;
          td.style.color = light ? '#000' : '#fff';
        }
        tr.appendChild(td);
      });
      t.appendChild(tr);
    });
    wrap.appendChild(t);
    return wrap;
  }

  function labels(prefix, given, n) {
    if (given && given.length === n) return given;
    return Array.from({length: n}, (_, i) => prefix + i);
  }

  // Everything the controls say, as compute() takes it.
  function readControls() {
    const text = (id) => $(id).value.trim();
    const scaleMode = Number($('scale').value);
    const inp = {q: parseMatrix(text('q'), 'Q'), k: parseMatrix(text('k'), 'K'),
      v: parseMatrix(text('v'), 'V'),
      mask: text('mask') ? parseMatrix(text('mask'), 'mask') : null,
      bias: current().input.bias ? fromRows(current().input.bias) : null,
      alibi: text('alibi') ? parseMatrix(text('alibi'), 'ALiBi').values : [],
      causal: $('causal').value,
      window: [Number($('window-left').value), Number($('window-right').value)],
      scale: null, softcap: current().input.softcap,
      heads: Number($('heads').value), temperature: Number($('temperature').value)};
    const dh = inp.q.cols / (inp.heads || 1);
    if (scaleMode === 0) inp.scale = 1;
    if (scaleMode === 2) inp.scale = 10 / Math.sqrt(dh);
    if (scaleMode === 3) inp.scale = current().input.scale;
    return inp;
  }

  function current() { return data.examples[Number($('example').value)]; }

  function scaleText(inp, s) {
    const dh = inp.q.cols / inp.heads;
    const mode = Number($('scale').value);
    const names = ['× 1 (no scaling)', '÷ √d_k = ÷ √' + dh, '× 10/√d_k (too sharp)',
      '× ' + fmt(s.scale * inp.temperature) + " (the example's)"];
    const t = inp.temperature === 1 ? '' : ', ÷ temperature ' + inp.temperature;
    const cap = inp.softcap > 0
      ? ', then softcap: s ← ' + inp.softcap + ' · tanh(s / ' + inp.softcap + ')' : '';
    return 'scaled = scores ' + names[mode] + t + '  (scale ' + fmt(s.scale) + ')' + cap;
  }

  function render() {
    state.error = '';
    $('error').textContent = '';
    let inp;
    let result;
    try {
      inp = readControls();
      result = compute(inp);
    } catch (err) {
      state.error = err.message;
      $('error').textContent = err.message;
      $('steps').replaceChildren();
      return;
    }
    const same = JSON.stringify(snapshot()) === state.pristine;
    draw(inp, result, same
      ? (current().name === 'yours'
        ? 'Your input, as given on the command line.'
        : 'Worked example "' + current().name + '" as in the chapters.')
      : 'Modified: computed in this page with the formulas of qkv\'s reference path. ' +
        'Check with the library: ' + command(inp));
    state.renders += 1;
    if (data.served) askLibrary(inp, result);
  }

  // Every step of `result` as tables.
  function draw(inp, result, provenance) {
    const steps = $('steps');
    steps.replaceChildren();
    const e = current().input;
    const sq = inp.q.rows;
    const skv = inp.k.rows;
    const ql = labels('q', e.query_tokens, sq);
    const kl = labels('k', e.key_tokens, skv);
    const masked = inp.mask || inp.bias || inp.alibi.length || inp.causal !== 'none' ||
                   inp.window[0] >= 0 || inp.window[1] >= 0;
    result.heads.forEach((s, h) => {
      const box = el('section', 'head');
      if (inp.heads > 1) box.appendChild(el('h3', '', 'head ' + h));
      const p = 'h' + h + '-';
      box.appendChild(table(p + 'scores', '1. scores = Q·Kᵀ', ql, kl, s.scores));
      box.appendChild(table(p + 'scaled', '2. ' + scaleText(inp, s), ql, kl, s.scaled));
      if (masked) {
        const hides = inp.mask || inp.causal !== 'none' || inp.window[0] >= 0 ||
                      inp.window[1] >= 0;
        const adds = inp.bias || inp.alibi.length;
        const what = [hides ? 'hidden = −∞' : '', adds ? 'biases added (−∞ hides)' : '']
          .filter((x) => x).join('; ');
        box.appendChild(table(p + 'logits', '3. mask, BEFORE the softmax: ' + what,
                              ql, kl, s.logits));
      }
      box.appendChild(table(p + 'weights', (masked ? '4' : '3') +
                            '. weights = softmax(row); each visible row sums to 1', ql, kl,
                            s.weights, true));
      const dvh = inp.v.cols / inp.heads;
      box.appendChild(table(p + 'output', (masked ? '5' : '4') + '. output = weights · V',
                            ql, labels('d', null, dvh), s.out));
      steps.appendChild(box);
    });
    if (inp.heads > 1) {
      steps.appendChild(table('concat', 'concat = [head 0 | … | head ' + (inp.heads - 1) + ']',
                              ql, labels('d', null, inp.v.cols), result.concat));
    }
    $('provenance').textContent = provenance;
  }

  // `qkv explore --serve`: the library computes every input shown (POST
  // /api/explain with explain's arguments) and its numbers replace the
  // page's; state.asked counts the inputs sent, state.served the last one
  // answered (drawn from the library's numbers, or its error shown);
  // state.serverCheck is the largest |page - library| of the last one.
  let asked = 0;
  function askLibrary(inp, local) {
    const ticket = ++asked;
    state.asked = ticket;
    state.serverError = '';
    fetch('/api/explain', {method: 'POST', headers: {'Content-Type': 'application/json'},
      body: JSON.stringify(explainArgs(inp))})
      .then((r) => r.json().then((j) => [r.ok, j]))
      .then(([ok, j]) => {
        if (ticket !== asked) return;  // a newer input is on its way
        if (!ok) throw new Error(j.error);
        state.serverCheck = worstDiff(local, j);
        draw(inp, fromLibrary(j), 'Computed by the qkv library (qkv explore --serve); the ' +
             'page\'s own arithmetic differs by at most ' + state.serverCheck.toExponential(1) +
             '. The same: ' + command(inp));
        state.served = ticket;
      })
      .catch((err) => {
        if (ticket !== asked) return;
        state.serverError = err.message;
        $('error').textContent = 'The library refused this input: ' + err.message;
        state.served = ticket;
      });
  }

  // explain's JSON as compute() returns it (null = −∞).
  function fromLibrary(j) {
    const flat = (m) => [].concat(...m).map((x) => (x === null ? -Infinity : x));
    return {heads: j.heads.map((h) => ({scale: h.scale, scores: flat(h.scores),
      scaled: flat(h.scaled), logits: flat(h.logits), weights: flat(h.weights),
      out: flat(h.output)})), concat: flat(j.concat)};
  }

  // The equivalent `qkv explain` arguments, and its command line.
  function explainArgs(inp) {
    const args = ['--q', $('q').value.trim(), '--k', $('k').value.trim(),
      '--v', $('v').value.trim(), '--scale', scaleValue(inp)];
    if ($('mask').value.trim()) args.push('--mask', $('mask').value.trim());
    if (current().input.bias) args.push('--bias', formatMatrix(current().input.bias));
    if (inp.softcap > 0) args.push('--softcap', String(inp.softcap));
    if (inp.causal !== 'none') args.push('--causal', inp.causal);
    if (inp.window[0] >= 0 || inp.window[1] >= 0) args.push('--window', inp.window.join(','));
    if (inp.alibi.length) args.push('--alibi', inp.alibi.join(','));
    if (inp.heads > 1) args.push('--heads', String(inp.heads));
    return args;
  }

  function command(inp) {
    const args = explainArgs(inp);
    return 'qkv explain ' + args.map((a) => (a.startsWith('--') ? a : '"' + a + '"')).join(' ');
  }

  function scaleValue(inp) {
    const base = inp.scale === null ? 1 / Math.sqrt(inp.q.cols / inp.heads) : inp.scale;
    return String(base / inp.temperature);
  }

  const controls = ['q', 'k', 'v', 'mask', 'alibi', 'causal', 'window-left', 'window-right',
    'scale', 'temperature', 'heads'];
  function snapshot() { return controls.map((id) => $(id).value); }

  function load() {
    const x = current().input;
    $('q').value = formatMatrix(x.q);
    $('k').value = formatMatrix(x.k);
    $('v').value = formatMatrix(x.v);
    $('mask').value = x.mask ? formatMatrix(x.mask) : '';
    $('alibi').value = x.alibi.join(',');
    $('causal').value = x.causal;
    $('window-left').value = x.window[0];
    $('window-right').value = x.window[1];
    $('scale').max = x.scale === null || x.scale === 1 ? '2' : '3';
    $('scale').value = x.scale === null ? '1' : x.scale === 1 ? '0' : '3';
    $('temperature').value = '1';
    $('heads').value = x.heads;
    $('title').textContent = x.title;
    $('story').textContent = x.story;
    state.pristine = JSON.stringify(snapshot());
    render();
  }

  function start() {
    const select = $('example');
    data.examples.forEach((e, n) => {
      const o = el('option', '', e.name + ' — ' + e.summary);
      o.value = String(n);
      select.appendChild(o);
    });
    select.addEventListener('change', load);
    for (const id of controls) {
      $(id).addEventListener('input', () => {
        $('temperature-value').textContent = $('temperature').value;
        render();
      });
    }
    state.check = checkAgainstLibrary();
    $('check').textContent = state.check <= 1e-12
      ? 'The page\'s arithmetic agrees with the qkv library (embedded) on all ' +
        data.examples.length + ' examples: largest difference ' + state.check.toExponential(1) + '.'
      : 'WARNING: the page disagrees with the qkv library by ' + state.check + '.';
    load();
  }

  start();
}
