import numpy as np
import pytest
import torch

torch.set_default_dtype(torch.float32)


@pytest.fixture
def rng():
    return np.random.default_rng(1234)


def reference64(q, k, v, **kwargs):
    """PyTorch's math in float64: the yardstick for qkv and PyTorch alike."""
    mask = kwargs.pop("attn_mask", None)
    if mask is not None and mask.dtype != torch.bool:
        mask = mask.double()
    return torch.nn.functional.scaled_dot_product_attention(
        q.double(), k.double(), v.double(), attn_mask=mask, **kwargs)


@pytest.fixture(scope="session")
def browser():
    """Debian's headless Chromium driven by Selenium, shared by the browser
    tests (the explorer page, the head view, `qkv explore --serve`). Its
    console log (driver.get_log("browser")) records Content-Security-Policy
    violations of pages that run no script of their own."""
    import shutil

    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    chromium = shutil.which("chromium")
    driver_path = shutil.which("chromedriver")
    if chromium is None or driver_path is None:
        pytest.fail("chromium and chromium-driver are missing: run scripts/install-deps.sh")
    options = webdriver.ChromeOptions()
    options.binary_location = chromium
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                 "--window-size=1200,1400"):
        options.add_argument(flag)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver = webdriver.Chrome(service=Service(driver_path), options=options)
    driver.set_page_load_timeout(30)
    try:
        yield driver
    finally:
        driver.quit()
