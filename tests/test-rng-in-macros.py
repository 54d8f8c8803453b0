#!/usr/bin/env python3
# test-rng-in-macros.py: no argument of GLib's MIN (), MAX (), CLAMP () or
# ABS () draws from a generator. These macros evaluate an argument twice,
# so `MIN (rn2 (g, 6), n)` draws a second number and may return it (issue
# 26: xNetHack's themed rooms, erosion () in 42333b8). The games roll once
# (math.min (d (...), ...) in themerms.lua); roll into a variable first.
#
# A call counts as a draw when it names a dice function (rn2, rnd, rn1,
# rne, rnz, rnl, d, dice, *_dice, percent, nhs_rng_*), passes a generator
# as its first argument (g, rng, e, gen, x->g, &x->rng, ...), or names a
# function defined in the folders read whose body makes such a call,
# directly or through another (erode (inv, ...) draws through inv->g).
# Calls spanning lines are read whole; comments and strings are skipped.
#
# Usage: test-rng-in-macros.py DIR...   (TAP; names each file:line found)
# SPDX-License-Identifier: GPL-3.0-or-later
import os
import re
import sys

MACRO = re.compile(r'\b(MIN|MAX|CLAMP|ABS)\s*\(')
CALL = re.compile(r'\b([A-Za-z_]\w*)\s*\((?=\s*([^,()]*))')
DICE = re.compile(r'^(rn2|rnd|rn1|rne|rnz|rnl|d|dice|\w*_dice|percent|nhs_rng_\w+)$')
GEN = re.compile(r'^&?\s*(\w+\s*(->|\.)\s*)*(g|rng|e|gen)$')
DEF = re.compile(r'^([A-Za-z_]\w*)\s*\([^;{]*\)\s*\n\{', re.M)
KEYWORDS = {'if', 'while', 'for', 'switch', 'return', 'sizeof', 'MIN', 'MAX', 'CLAMP', 'ABS'}


def blank(text):
    """Comments, strings and characters become spaces; newlines are kept."""
    out = []
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if text.startswith('/*', i):
            j = text.find('*/', i + 2)
            j = n if j < 0 else j + 2
        elif text.startswith('//', i):
            j = text.find('\n', i)
            j = n if j < 0 else j
        elif c in '"\'':
            j = i + 1
            while j < n and text[j] != c:
                j += 2 if text[j] == '\\' else 1
            j = min(j + 1, n)
        else:
            out.append(c)
            i += 1
            continue
        out.append(re.sub(r'[^\n]', ' ', text[i:j]))
        i = j
    return ''.join(out)


def draws(args, drawing, statics=()):
    """The first call in ARGS that draws, or None. DRAWING holds the
    functions known to draw, by name (extern) or by (file, name) (static:
    STATICS names this file's static functions, which hide extern ones)."""
    for m in CALL.finditer(args):
        name, first = m.group(1), m.group(2).strip()
        if name in KEYWORDS:
            continue
        if DICE.match(name) or GEN.match(first):
            return name
        if name in statics:
            if (statics[name], name) in drawing:
                return name
        elif name in drawing:
            return name
    return None


def functions(text):
    """GNU style definitions: the name at the start of a line, the body
    between braces at the start of lines; and whether it is static."""
    for m in DEF.finditer(text):
        end = text.find('\n}', m.end())
        if end > 0:
            line = text.rfind('\n', 0, max(m.start() - 1, 0))
            static = 'static' in text[line + 1:m.start()]
            yield m.group(1), text[m.end():end], static


def drawing_functions(texts):
    """Functions that draw, directly or through another that does, and
    each file's static functions."""
    bodies, statics = [], {}
    for path, text in texts.items():
        statics[path] = {}
        for name, body, static in functions(text):
            if static:
                statics[path][name] = path
            bodies.append((path, name, body, static))
    drawing = set()
    grown = True
    while grown:
        grown = False
        for path, name, body, static in bodies:
            key = (path, name) if static else name
            if key not in drawing and draws(body, drawing, statics[path]):
                drawing.add(key)
                grown = True
    return drawing, statics


def read(path):
    with open(path, encoding='utf-8', errors='replace') as f:
        return blank(f.read())


def scan(text, drawing, statics):
    found = []
    for m in MACRO.finditer(text):
        depth, j = 1, m.end()
        while j < len(text) and depth:
            depth += {'(': 1, ')': -1}.get(text[j], 0)
            j += 1
        name = draws(text[m.end():j - 1], drawing, statics)
        if name:
            line = text.count('\n', 0, m.start()) + 1
            found.append((line, m.group(1), name))
    return found


def main():
    dirs = sys.argv[1:]
    if not dirs:
        print('usage: test-rng-in-macros.py DIR...', file=sys.stderr)
        return 2
    print('TAP version 13')
    n = failed = 0
    paths = []
    for top in dirs:
        if not os.path.isdir(top):
            n += 1
            failed = 1
            print(f'not ok {n} - {top} is not a folder')
            continue
        for root, _, names in sorted(os.walk(top)):
            paths += [os.path.join(root, name) for name in sorted(names)
                      if name.endswith(('.c', '.h'))]
    texts = {path: read(path) for path in paths}
    drawing, statics = drawing_functions(texts)
    files = len(paths)
    for path in paths:
        for line, macro, call in scan(texts[path], drawing, statics[path]):
            n += 1
            failed = 1
            print(f'not ok {n} - {path}:{line}: {macro} () evaluates its '
                  f'arguments twice and one calls {call} (): roll into a variable first')
    n += 1
    if files:
        print(f'ok {n} - {files} C files read')
    else:
        failed = 1
        print(f'not ok {n} - no C files found under {" ".join(dirs)}')
    print(f'1..{n}')
    return failed


if __name__ == '__main__':
    sys.exit(main())
