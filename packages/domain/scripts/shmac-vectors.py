#!/usr/bin/env python3
# Regenerate with: python3 packages/domain/scripts/shmac-vectors.py > packages/domain/src/shmac-vectors.json
# Independent reference for the sHMAC vectors (Python): canonical text + HMAC-SHA1.
import hmac, hashlib, json
KEY = 'portal-dev-signature-key'
UNDEF = object()
def prune(o, drop_null):
    out = {}
    for k, v in o.items():
        if v is UNDEF or (drop_null and v is None): continue
        if isinstance(v, dict):
            n = prune(v, drop_null)
            if not n: continue
            out[k] = n
        else: out[k] = v
    return out
def num(v):
    if isinstance(v, float) and v.is_integer(): return str(int(v))
    return repr(v) if isinstance(v, float) else str(v)
def text(v, drop_null):
    if v is True: return '1'
    if v is False or v is None or v is UNDEF: return ''
    if isinstance(v, (int, float)): return num(v)
    if isinstance(v, str): return v
    if isinstance(v, list): return '*'.join(text(i, drop_null) for i in v)
    if isinstance(v, dict): return canon(v, drop_null)
def canon(o, drop_null=False):
    p = prune(o, drop_null)
    keys = sorted((k for k in p if k != 'sHMAC'), key=lambda s: s.encode('utf-16-be'))
    return '*'.join(text(p[k], drop_null) for k in keys)
cases = [
 ("flat strings", {"email": "demo@example.org", "network_id": "1"}, False, []),
 ("numbers", {"b": 2, "a": 1.5, "c": -3, "d": 0, "e": 0.1, "f": 1000000}, False, []),
 ("booleans", {"withWallet": True, "authAsGuest": False}, False, []),
 ("null in a body", {"a": None, "b": "x"}, False, []),
 ("null dropped in a query", {"a": None, "b": "x"}, True, []),
 ("undefined dropped", {"a": "1", "b": "2"}, False, ["c"]),
 ("nested object", {"user": {"name": "Durand", "age": 42}, "id": "7"}, False, []),
 ("deeply nested", {"a": {"b": {"c": True, "d": [1, 2]}}, "z": "end"}, False, []),
 ("empty nested object dropped", {"a": {}, "b": "kept"}, False, []),
 ("nested object emptied by undefined", {"a": {}, "b": "kept"}, False, ["a.x"]),
 ("arrays", {"ids": [3, 1, 2], "tags": ["bus", "boat"], "flags": [True, False, None]}, False, []),
 ("array of objects", {"items": [{"id": 1, "qty": 2}, {"id": 5, "qty": 1}]}, False, []),
 ("empty array", {"list": [], "x": "y"}, False, []),
 ("unicode", {"name": "Hélène", "firstname": "N’Diaye", "city": "Port-Marin 🚌", "é": "accent key"}, False, []),
 ("key order by UTF-16 code unit", {"b": "2", "B": "1", "a": "3", "_": "0", "Z": "z", "\U0001F68C": "bus", "\uFF21": "wide"}, False, []),
 ("sHMAC field ignored", {"a": "1", "sHMAC": "deadbeef"}, False, []),
 ("empty payload", {}, False, []),
 ("strings with separators", {"a": "x*y", "b": ""}, False, []),
]
out = []
for name, payload, drop_null, undefined in cases:
    full = json.loads(json.dumps(payload))
    # undefined markers are injected in the reference only; the JSON lists them as paths
    ref = json.loads(json.dumps(payload))
    for path in undefined:
        parts = path.split('.'); t = ref
        for part in parts[:-1]: t = t.setdefault(part, {})
        t[parts[-1]] = UNDEF
    c = canon(ref, drop_null)
    sig = hmac.new(KEY.encode(), c.encode(), hashlib.sha1).hexdigest()
    out.append({"name": name, "payload": full, "undefinedPaths": undefined, "query": drop_null, "canonical": c, "sHMAC": sig})
print(json.dumps({"key": KEY, "note": "Computed by an independent Python reference (packages/domain/scripts/shmac-vectors.py). undefinedPaths are keys set to undefined before signing; query=true signs as a query (null dropped).", "vectors": out}, ensure_ascii=False, indent=2))
