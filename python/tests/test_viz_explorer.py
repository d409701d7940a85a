"""`qkv explore` in a real browser: Debian's headless Chromium, driven by
Selenium, opens the page from disk under the page's own strict
Content-Security-Policy, and every number it shows is checked against the
library (`qkv explain --format json`, the double-precision reference path):
the worked examples, and edits of Q, the heads, the scale, the temperature
and the masks. Each run keeps its screenshot as an artifact in
build/artifacts/explorer.png (QKV_ARTIFACTS overrides the folder);
`make tutorial-images` copies it to docs/img/explorer.png for the tutorial.

Needs the CLI (build/release/cli/qkv, or QKV_CLI) and chromium +
chromium-driver + selenium (scripts/install-deps.sh python installs them).
"""

from __future__ import annotations

import json
import math
import os
import pathlib
import subprocess

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
TOL = 1e-12


def _cli() -> str:
    path = os.environ.get("QKV_CLI", str(ROOT / "build" / "release" / "cli" / "qkv"))
    if not os.access(path, os.X_OK):
        pytest.fail(f"the qkv CLI is not built at {path}: run `make build` (or set QKV_CLI)")
    return path


def _explain(*args: str) -> dict:
    out = subprocess.run([_cli(), "explain", *args, "--format", "json"], check=True,
                         capture_output=True, text=True).stdout
    return json.loads(out)


@pytest.fixture(scope="module")
def page(tmp_path_factory, browser):
    html = tmp_path_factory.mktemp("explore") / "explore.html"
    subprocess.run([_cli(), "explore", "--out", str(html)], check=True, capture_output=True)
    browser.get(html.as_uri())
    return browser


def _state(driver) -> dict:
    return driver.execute_script(
        "const s = window.qkvExplore; return s && {renders: s.renders, check: s.check,"
        " error: s.error, violations: s.violations};")


def _shown(driver, table_id: str) -> list[list[float]]:
    rows = driver.execute_script(
        "const t = document.getElementById(arguments[0]); if (!t) return null;"
        "return [...t.rows].slice(1).map(r => [...r.querySelectorAll('td')]"
        ".map(td => td.dataset.value));", table_id)
    assert rows is not None, f"table {table_id} is not on the page"
    return [[-math.inf if x == "-Infinity" else float(x) for x in r] for r in rows]


def _assert_close(shown, library, what):
    assert len(shown) == len(library), what
    for i, (a, b) in enumerate(zip(shown, library)):
        assert len(a) == len(b), what
        for j, (x, y) in enumerate(zip(a, b)):
            y = -math.inf if y is None else y
            assert x == y or abs(x - y) <= TOL, f"{what}[{i}][{j}]: page {x}, library {y}"


def _assert_matches(driver, library: dict):
    for h, head in enumerate(library["heads"]):
        _assert_close(_shown(driver, f"h{h}-weights"), head["weights"], f"head {h} weights")
        _assert_close(_shown(driver, f"h{h}-output"), head["output"], f"head {h} output")
    if len(library["heads"]) > 1:
        _assert_close(_shown(driver, "concat"), library["concat"], "concat")


def _set(driver, element_id: str, value: str):
    """Sets a control as a user would and fires its input event."""
    driver.execute_script(
        "const e = document.getElementById(arguments[0]); e.value = arguments[1];"
        "e.dispatchEvent(new Event('input'));", element_id, value)


def _pick(driver, index: int):
    driver.execute_script(
        "const e = document.getElementById('example'); e.value = String(arguments[0]);"
        "e.dispatchEvent(new Event('change'));", index)


NAMES = ["lookup", "padding", "water", "water-masked", "water-heads"]


def test_loads_under_strict_csp_and_agrees_with_the_library(page):
    state = _state(page)
    assert state["renders"] >= 1 and state["error"] == ""
    assert state["violations"] == []
    assert state["check"] <= TOL
    csp = page.execute_script(
        "return document.querySelector('meta[http-equiv=Content-Security-Policy]').content")
    assert "default-src 'none'" in csp and "unsafe-inline" not in csp


@pytest.mark.parametrize("index,name", list(enumerate(NAMES)))
def test_worked_examples_show_the_library_numbers(page, index, name):
    _pick(page, index)
    assert _state(page)["error"] == ""
    _assert_matches(page, _explain(name))


def test_edits_move_the_weights_to_the_library_numbers(page):
    _pick(page, NAMES.index("water"))
    k = "3,1,3,2;0.6,2,0.6,1;2,0,2.8,1"
    v = "2,0,4,1;0,3,0.6,0;1,1,0,3"
    before = _shown(page, "h0-weights")
    # The user types a new query: "it" now looks like "book".
    field = page.find_element("id", "q")
    field.clear()
    field.send_keys("0,2,0,1")
    after = _shown(page, "h0-weights")
    assert after != before
    _assert_matches(page, _explain("--q", "0,2,0,1", "--k", k, "--v", v))
    # No scaling, then a temperature of 2: scale 1/2.
    _set(page, "scale", "0")
    _assert_matches(page, _explain("--q", "0,2,0,1", "--k", k, "--v", v, "--scale", "1"))
    _set(page, "temperature", "2")
    _assert_matches(page, _explain("--q", "0,2,0,1", "--k", k, "--v", v, "--scale", "0.5"))
    _set(page, "temperature", "1")
    _set(page, "scale", "1")
    # Two heads, a padding mask, ALiBi.
    _set(page, "heads", "2")
    _set(page, "mask", "1,0,1")
    _set(page, "alibi", "0.5,0.25")
    _assert_matches(page, _explain("--q", "0,2,0,1", "--k", k, "--v", v, "--heads", "2",
                                   "--mask", "1,0,1", "--alibi", "0.5,0.25"))
    assert _shown(page, "h0-logits")[0][1] == -math.inf


def test_causal_and_window_hide_the_cells_the_library_hides(page):
    _pick(page, NAMES.index("lookup"))
    x = "1,1;0,1;1,0;0.5,0.5"
    _set(page, "causal", "bottom-right")
    _set(page, "window-left", "1")
    _assert_matches(page, _explain("--q", x, "--k", x, "--v", "1,0;0,1;1,1;0.5,0.5",
                                   "--causal", "bottom-right", "--window", "1,-1"))
    hidden = page.execute_script(
        "return document.querySelectorAll('#h0-logits td.hidden').length")
    assert hidden == 4 * 4 - (1 + 2 + 2 + 2)


def test_bad_input_is_reported_not_drawn(page):
    _pick(page, NAMES.index("lookup"))
    _set(page, "heads", "3")
    assert "do not divide" in _state(page)["error"]
    _set(page, "heads", "1")
    _set(page, "q", "1,x")
    assert "cannot parse" in _state(page)["error"]
    _pick(page, NAMES.index("lookup"))
    assert _state(page)["error"] == ""


def test_screenshot_for_the_tutorial(page):
    _pick(page, NAMES.index("lookup"))
    _set(page, "causal", "top-left")
    assert _state(page)["violations"] == []
    shot = page.get_screenshot_as_png()
    assert shot[:8] == b"\x89PNG\r\n\x1a\n"
    folder = pathlib.Path(os.environ.get("QKV_ARTIFACTS", ROOT / "build" / "artifacts"))
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "explorer.png").write_bytes(shot)
