#!/usr/bin/env python3
"""Fits the weights of the point-pattern evaluation to an engine's evaluations (least squares,
non-negative: the side to move's counts add, the other side's subtract), on the features written
by PatternFeatures.java. Prints the fitted weights, and for a held-out fifth of the positions the
correlation with the engine of our current evaluation and of the fitted one.

usage: fit-pattern-weights.py features.txt [LIMIT]   (labels beyond +-LIMIT, default 1000, are left out)"""
import sys
import numpy as np
from scipy.optimize import nnls

data = np.loadtxt(sys.argv[1])
limit = float(sys.argv[2]) if len(sys.argv) > 2 else 1000
data = data[np.abs(data[:, 0]) <= limit]
label, ours, counts = data[:, 0], data[:, 1], data[:, 2:]
x = np.hstack([counts[:, :11], -counts[:, 11:]])
order = np.random.RandomState(1).permutation(len(label))
train, test = order[: len(order) * 4 // 5], order[len(order) * 4 // 5:]
weights, _ = nnls(x[train], label[train])
terms = ['room', 'two', 'open two', 'three', 'open three', 'four', 'open four', 'five',
         'winning four', 'four-three', 'three-three']
for side, offset in (('side to move', 0), ('other side', 11)):
    print(side + ': ' + ', '.join(f'{t} {weights[offset + i]:.0f}' for i, t in enumerate(terms)))
print(f'{len(label)} positions; held-out correlation with the engine: current '
      f'{np.corrcoef(ours[test], label[test])[0, 1]:.2f}, fitted {np.corrcoef(x[test] @ weights, label[test])[0, 1]:.2f}')
