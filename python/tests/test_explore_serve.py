"""`qkv explore --serve` for real: the server starts on a free port, the
browser (Debian's headless Chromium, the fixture of conftest.py) loads the
page from it, a learner's edit goes to the library (POST /api/explain) and
the numbers shown are the library's — checked against `qkv explain --format
json`; bad requests get a 4xx and leave the server running; SIGTERM stops it
cleanly."""

from __future__ import annotations

import http.client
import json
import signal
import subprocess
import time

import pytest

from test_viz_explorer import TOL, _assert_matches, _cli, _explain, _set, _shown, _state


@pytest.fixture(scope="module")
def server():
    proc = subprocess.Popen([_cli(), "explore", "--serve", "--port", "0"], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)
    try:
        line = proc.stdout.readline()
        assert line.startswith("serving the explorer on http://127.0.0.1:"), line + proc.stderr.read()
        port = int(line.split("127.0.0.1:")[1].split("/")[0])
        yield proc, port
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()


def _request(port, method, path, body=None, headers=None):
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    try:
        conn.request(method, path, body=body, headers=headers or {})
        r = conn.getresponse()
        return r.status, r.read()
    finally:
        conn.close()


def _wait_for_library(driver):
    """Until the library's answer to the latest input is drawn."""
    deadline = time.monotonic() + 20
    while time.monotonic() < deadline:
        s = driver.execute_script("const s = window.qkvExplore;"
                                  "return {asked: s.asked, served: s.served, check: s.serverCheck,"
                                  " error: s.serverError};")
        if s["asked"] > 0 and s["served"] == s["asked"]:
            return s
        time.sleep(0.05)
    pytest.fail("the library's answer never arrived")


def test_the_page_shows_the_librarys_numbers(server, browser):
    proc, port = server
    browser.get(f"http://127.0.0.1:{port}/")
    s = _wait_for_library(browser)
    assert s["error"] == "" and s["check"] <= TOL
    assert _state(browser)["violations"] == []
    assert "Computed by the qkv library" in browser.find_element("id", "provenance").text
    _assert_matches(browser, _explain("lookup"))  # the first example
    # An edit: new Q, two heads, ALiBi, a causal mask, temperature 2.
    before = _shown(browser, "h0-weights")
    field = browser.find_element("id", "q")
    field.clear()
    field.send_keys("1,2;0,1;3,0;1,1")
    _set(browser, "heads", "2")
    _set(browser, "alibi", "0.5,0.25")
    _set(browser, "causal", "top-left")
    _set(browser, "temperature", "2")
    s = _wait_for_library(browser)
    assert s["error"] == "" and s["check"] <= TOL
    assert _shown(browser, "h0-weights") != before
    x = "1,1;0,1;1,0;0.5,0.5"
    _assert_matches(browser, _explain("--q", "1,2;0,1;3,0;1,1", "--k", x, "--v", "1,0;0,1;1,1;0.5,0.5",
                                      "--heads", "2", "--alibi", "0.5,0.25", "--causal", "top-left",
                                      "--scale", str(1 / (2 * 1.0))))
    assert proc.poll() is None


def test_an_input_the_library_refuses_is_reported(server, browser):
    _, port = server
    browser.get(f"http://127.0.0.1:{port}/")
    _wait_for_library(browser)
    _set(browser, "q", ";".join(["1,1"] * 40))  # 40 rows: more than explain shows
    s = _wait_for_library(browser)
    assert "at most" in s["error"] or "32" in s["error"], s


def test_bad_requests_get_a_4xx_and_the_server_keeps_running(server):
    proc, port = server
    assert _request(port, "GET", "/nothing")[0] == 404
    assert _request(port, "DELETE", "/")[0] == 405
    assert _request(port, "GET", "/", headers={"Host": "evil.example"})[0] == 403
    status, body = _request(port, "POST", "/api/explain", body=b"{not json")
    assert status == 400 and "not JSON" in json.loads(body)["error"]
    status, body = _request(port, "POST", "/api/explain", body=json.dumps(["--q", "1", "--k", "1,2",
                                                                            "--v", "1"]))
    assert status == 400 and json.loads(body)["error"]
    assert _request(port, "POST", "/api/explain", body=b"x" * 300_000)[0] == 413
    status, body = _request(port, "POST", "/api/explain", body=json.dumps(["water"]))
    assert status == 200
    assert json.loads(body)["heads"][0]["weights"] == _explain("water")["heads"][0]["weights"]
    # Raw garbage and a client that leaves half-way.
    import socket

    with socket.create_connection(("127.0.0.1", port), timeout=10) as s:
        s.sendall(b"\x00\xff garbage\r\n\r\n")
        assert s.recv(100).startswith(b"HTTP/1.1 400 ")
    with socket.create_connection(("127.0.0.1", port), timeout=10) as s:
        s.sendall(b"POST /api/explain HTTP/1.1\r\nContent-Length: 100\r\n\r\n[")
    assert _request(port, "GET", "/")[0] == 200
    assert proc.poll() is None


def test_sigterm_stops_it_cleanly(server):
    proc, port = server
    proc.send_signal(signal.SIGTERM)
    out, err = proc.communicate(timeout=10)
    assert proc.returncode == 0, err
    assert out.strip().endswith("stopped") and err == ""
    with pytest.raises(OSError):
        _request(port, "GET", "/")
