#!/usr/bin/env python3
"""Known answers from real OpenCV for the calibration solvers' tests (issue 17).

Reads the corners JSON that make-corners.ts writes and prints, as JSON, that input together with
what OpenCV makes of it: cv2.calibrateCameraExtended (plumb_bob, with and without CALIB_FIX_K3),
cv2.getOptimalNewCameraMatrix (alpha 0 and 1, the projection matrix ROS's camera_calibration
publishes), cv2.fisheye.calibrate (equidistant) and the text cv2.FileStorage writes for a camera.
CI has no Python OpenCV, so the output is committed as
packages/calibration/src/fixtures/solver-reference.json.

    /usr/bin/python3 solver_reference.py corners.json > .../fixtures/solver-reference.json
    npx prettier --write .../fixtures/solver-reference.json
"""

import json
import os
import sys
import tempfile

import cv2
import numpy as np

DBL_EPSILON = np.finfo(float).eps


def board_points(board, ids):
    cols, square = board["cols"], board["square"]
    return np.array([[(i % cols) * square, (i // cols) * square, 0.0] for i in ids])


def floats(array):
    return [float(x) for x in np.asarray(array).ravel()]


def pinhole(dataset, flags):
    size = (dataset["imageSize"]["width"], dataset["imageSize"]["height"])
    obj = [board_points(dataset["board"], v["ids"]).astype(np.float32) for v in dataset["views"]]
    img = [np.array(v["corners"], dtype=np.float32) for v in dataset["views"]]
    criteria = (cv2.TERM_CRITERIA_COUNT + cv2.TERM_CRITERIA_EPS, 30, DBL_EPSILON)
    rms, K, D, rvecs, tvecs, std_in, _std_ex, per_view = cv2.calibrateCameraExtended(
        obj, img, size, np.eye(3), None, flags=flags, criteria=criteria
    )
    new_k = {
        str(alpha): floats(cv2.getOptimalNewCameraMatrix(K, D, size, alpha)[0])
        for alpha in (0.0, 1.0)
    }
    return {
        "flags": flags,
        "rms": rms,
        "K": floats(K),
        "D": floats(D),
        "std": floats(std_in),
        "perViewErrors": floats(per_view),
        "rvecs": [floats(r) for r in rvecs],
        "tvecs": [floats(t) for t in tvecs],
        "newCameraMatrix": new_k,
    }


def fisheye(dataset):
    size = (dataset["imageSize"]["width"], dataset["imageSize"]["height"])
    obj = [board_points(dataset["board"], v["ids"]).reshape(-1, 1, 3) for v in dataset["views"]]
    img = [np.array(v["corners"], dtype=np.float64).reshape(-1, 1, 2) for v in dataset["views"]]
    flags = cv2.fisheye.CALIB_RECOMPUTE_EXTRINSIC | cv2.fisheye.CALIB_FIX_SKEW
    criteria = (cv2.TERM_CRITERIA_COUNT + cv2.TERM_CRITERIA_EPS, 100, DBL_EPSILON)
    rms, K, D, rvecs, tvecs = cv2.fisheye.calibrate(
        obj, img, size, None, None, flags=flags, criteria=criteria
    )
    return {
        "flags": flags,
        "rms": rms,
        "K": floats(K),
        "D": floats(D),
        "rvecs": [floats(r) for r in rvecs],
        "tvecs": [floats(t) for t in tvecs],
    }


def file_storage_text(result, dataset):
    """What OpenCV's calibration sample writes for this camera (samples/cpp/calibration.cpp)."""
    path = os.path.join(tempfile.mkdtemp(), "camera.yaml")
    fs = cv2.FileStorage(path, cv2.FILE_STORAGE_WRITE)
    fs.write("calibration_time", "Thu Jan  1 00:00:00 2026")
    fs.write("nr_of_frames", len(result["perViewErrors"]))
    fs.write("image_width", dataset["imageSize"]["width"])
    fs.write("image_height", dataset["imageSize"]["height"])
    fs.write("board_width", dataset["board"]["cols"])
    fs.write("board_height", dataset["board"]["rows"])
    fs.write("square_size", dataset["board"]["square"])
    fs.write("flags", 0)
    fs.write("camera_matrix", np.array(result["K"]).reshape(3, 3))
    fs.write("distortion_coefficients", np.array(result["D"]).reshape(5, 1))
    fs.write("avg_reprojection_error", result["rms"])
    errors = np.array(result["perViewErrors"], dtype=np.float32).reshape(-1, 1)
    fs.write("per_view_reprojection_errors", errors)
    fs.write(
        "extrinsic_parameters",
        np.hstack([np.array(result["rvecs"]), np.array(result["tvecs"])]),
    )
    fs.release()
    with open(path, encoding="utf-8") as stream:
        text = stream.read()
    os.remove(path)
    os.rmdir(os.path.dirname(path))
    return text


def main():
    with open(sys.argv[1], encoding="utf-8") as stream:
        corners = json.load(stream)
    opencv = {"version": cv2.__version__}
    for dataset in corners["datasets"]:
        if dataset["model"] == "plumb_bob":
            opencv[dataset["name"]] = pinhole(dataset, 0)
            opencv[dataset["name"] + "FixK3"] = pinhole(dataset, cv2.CALIB_FIX_K3)
            opencv["fileStorage"] = file_storage_text(opencv[dataset["name"]], dataset)
        else:
            opencv[dataset["name"]] = fisheye(dataset)
    json.dump({"input": corners, "opencv": opencv}, sys.stdout)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
