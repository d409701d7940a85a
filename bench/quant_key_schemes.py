"""Key schemes for a quantized KV cache, compared by measured accuracy
(docs/quantized-cache.md): plain groups of 32 along head_dim, a Hadamard
rotation per group of 32 or over the whole head_dim, and KIVI's per-channel
groups (32 tokens per channel). A numpy simulation of the q8_0 / q4_0
formats (float scales), keys quantized, values exact.

    python bench/quant_key_schemes.py
"""
import numpy as np

rng = np.random.default_rng(0)


def hadamard(n):
    h = np.array([[1.0]])
    while h.shape[0] < n:
        h = np.block([[h, h], [h, -h]])
    return h / np.sqrt(n)


def q8(x):  # groups of 32 along the last axis
    g = x.reshape(*x.shape[:-1], -1, 32)
    d = np.abs(g).max(-1, keepdims=True) / 127
    d[d == 0] = 1
    return (np.round(g / d) * d).reshape(x.shape)


def q4(x):
    g = x.reshape(*x.shape[:-1], -1, 32)
    i = np.abs(g).argmax(-1)[..., None]
    d = np.take_along_axis(g, i, -1) / -8
    d[d == 0] = 1
    return ((np.clip(np.round(g / d) + 8, 0, 15) - 8) * d).reshape(x.shape)


def attend(q, k, v):
    s = q @ k.T / np.sqrt(q.shape[-1])
    p = np.exp(s - s.max(-1, keepdims=True))
    return (p / p.sum(-1, keepdims=True)) @ v


def quantize_keys(k, fmt, scheme):
    d = k.shape[1]
    if scheme == "plain":
        return fmt(k)
    if scheme == "hadamard32":
        h = np.kron(np.eye(d // 32), hadamard(32))
        return fmt(k @ h.T) @ h
    if scheme == "hadamard_full":
        h = hadamard(d)
        return fmt(k @ h.T) @ h
    return fmt(k.T).T  # kivi: per channel, groups of 32 tokens


def error(dist, d, fmt, scheme, values=None, trials=4, n=1024):
    errs = []
    for _ in range(trials):
        k = rng.standard_normal((n, d))
        v = rng.standard_normal((n, d))
        small = np.ones(d)
        if dist == "b":  # 4 channels 20x larger
            ch = rng.choice(d, 4, replace=False)
            k[:, ch] *= 20
            small[ch] = 0
        # Queries pointing at 3 keys each (directions outside the large
        # channels), logit of a pointed-at key about 8: peaked attention.
        dirs = k[rng.choice(n, (16, 3))] * small
        q = (dirs / np.linalg.norm(dirs, axis=-1, keepdims=True)).sum(1) * 8
        want = attend(q, k, v)
        kq = quantize_keys(k, fmt, scheme) if fmt else k
        got = attend(q, kq, values(v) if values else v)
        errs.append(np.sqrt(((got - want) ** 2).mean() / (want ** 2).mean()))
    return 100 * np.mean(errs)


if __name__ == "__main__":
    schemes = ("plain", "hadamard32", "hadamard_full", "kivi")
    print("| keys | head_dim | dist | " + " | ".join(schemes) + " |")
    print("|---" * (3 + len(schemes)) + "|")
    for name, fmt in (("q8_0", q8), ("q4_0", q4)):
        for d in (64, 128):
            for dist in "ab":
                row = [f"{error(dist, d, fmt, s):.2f}" for s in schemes]
                print(f"| {name} | {d} | ({dist}) | " + " | ".join(row) + " |")
    for name, fmt in (("q8_0", q8), ("q4_0", q4)):
        print(f"values alone, {name}: {error('a', 128, None, None, values=fmt):.2f} %")
