#!/usr/bin/env python3
"""OpenCV's own chessboard detector and calibration on the reference set (render-set.ts).

Usage: python3 opencv_reference.py <folder with truth.json and view-NN.png>  > result.json

For each view: findChessboardCorners (ADAPTIVE_THRESH | NORMALIZE_IMAGE), then cornerSubPix
(winSize (11, 11), zeroZone (-1, -1), EPS + MAX_ITER 30 / 0.001); its corners are matched to the
true ones by trying each of the grid's orderings OpenCV may give (as is, reversed, and the two
mirrored ones), and the best match's mean distance is the view's corner error. Then
calibrateCamera on the found views (plumb_bob, k1 k2 p1 p2 k3). Prints JSON.
"""
import json
import os
import sys

import cv2
import numpy as np


def orderings(cols, rows):
    """Index arrays that re-order OpenCV's corners to each way the grid may be read."""
    grid = np.arange(cols * rows).reshape(rows, cols)
    return {
        "same": grid.ravel(),
        "reversed": grid.ravel()[::-1],
        "rows reversed": grid[::-1, :].ravel(),
        "columns reversed": grid[:, ::-1].ravel(),
    }


def main():
    folder = sys.argv[1]
    with open(os.path.join(folder, "truth.json")) as f:
        truth = json.load(f)
    cols, rows = truth["board"]["cols"], truth["board"]["rows"]
    square = truth["board"]["square"]
    size = (truth["camera"]["width"], truth["camera"]["height"])
    flags = cv2.CALIB_CB_ADAPTIVE_THRESH | cv2.CALIB_CB_NORMALIZE_IMAGE
    criteria = (cv2.TERM_CRITERIA_EPS + cv2.TERM_CRITERIA_MAX_ITER, 30, 0.001)
    # Board points in the binding order of the true corners: corner r * cols + c at (c, r) · square.
    board = np.array(
        [[c * square, r * square, 0] for r in range(rows) for c in range(cols)], np.float32
    )

    views, object_points, image_points, all_errors = [], [], [], []
    for index, view in enumerate(truth["views"]):
        image = cv2.imread(os.path.join(folder, view["file"]), cv2.IMREAD_GRAYSCALE)
        found, corners = cv2.findChessboardCorners(image, (cols, rows), flags=flags)
        if not found:
            views.append({"view": index, "found": False})
            continue
        corners = cv2.cornerSubPix(image, corners, (11, 11), (-1, -1), criteria).reshape(-1, 2)
        true = np.array(view["corners"], np.float64)
        best = None
        for name, order in orderings(cols, rows).items():
            errors = np.linalg.norm(corners[order].astype(np.float64) - true, axis=1)
            if best is None or errors.mean() < best[1].mean():
                best = (name, errors, order)
        name, errors, order = best
        all_errors.extend(errors.tolist())
        views.append(
            {
                "view": index,
                "found": True,
                "ordering": name,
                "meanCornerError": round(float(errors.mean()), 5),
                "maxCornerError": round(float(errors.max()), 5),
            }
        )
        object_points.append(board)
        image_points.append(corners[order].astype(np.float32).reshape(-1, 1, 2))

    rms, K, D, _, _ = cv2.calibrateCamera(object_points, image_points, size, None, None)
    result = {
        "generator": "scripts/calibration-reference (render-set.ts, opencv_reference.py)",
        "opencvVersion": cv2.__version__,
        "numpyVersion": np.__version__,
        "params": {
            "seed": truth["seed"],
            "views": len(truth["views"]),
            "camera": truth["camera"],
            "board": truth["board"],
            "render": truth["render"],
            "findChessboardCorners": "CALIB_CB_ADAPTIVE_THRESH | CALIB_CB_NORMALIZE_IMAGE",
            "cornerSubPix": {"winSize": [11, 11], "zeroZone": [-1, -1], "maxIter": 30, "eps": 0.001},
        },
        # The first true corner of each view: lets a test check it re-renders the same set.
        "truthFirstCorners": [view["corners"][0] for view in truth["views"]],
        "found": sum(1 for v in views if v["found"]),
        "meanCornerError": round(float(np.mean(all_errors)), 5) if all_errors else None,
        "views": views,
        "calibration": {
            "rms": round(float(rms), 5),
            "K": [round(float(v), 4) for v in K.ravel()],
            "D": [round(float(v), 6) for v in D.ravel()],
        },
    }
    print(json.dumps(result, indent=2))


if __name__ == "__main__":
    main()
