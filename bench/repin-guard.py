#!/usr/bin/env python3
"""Rewrites the pins of tests/cpp/cli/bench_guard_test.cpp from `build/pps bench`
(run from the project root). Only for an intended change of behaviour: say
which players changed and why in the commit."""
import re,subprocess,sys
out=subprocess.run(['build/pps','bench','--games','1','--sims','10'],capture_output=True,text=True).stdout
lines=[l.split() for l in out.splitlines() if l.startswith('guard ') and not l.startswith('guard signature')]
sig=[l.split()[2] for l in out.splitlines() if l.startswith('guard signature')][0]
p='tests/cpp/cli/bench_guard_test.cpp'
s=open(p).read()
pins=''.join(f'    {{"{l[1]}", "{l[2]}"}},\n' for l in lines)
s=re.sub(r'(kPinned = \{\n)(.*?)(\};)', lambda m: m.group(1)+pins+m.group(3), s, flags=re.S)
s=re.sub(r'kGuardSignature = "[^"]*"', f'kGuardSignature = "{sig}"', s)
open(p,'w').write(s)
print(pins, sig)
