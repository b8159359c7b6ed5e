import * as THREE from 'three';
import { PointCloudScene, type SceneOptions } from '../../../lib/three/PointCloudScene';
import type { HmiLiveState } from '../live/live-store';
import type { Pose } from '../../../lib/geo';
import { chaseCamera, placeVehicle, sceneBoxes, writeTrajectory } from './scene-frame';

/*
 * The HMI's 3D view without React: lib/three's PointCloudScene (renderer, cloud coloured by
 * height and drawn by the CPU under software WebGL, boxes, grid, drawing on demand, disposal)
 * with what the HMI adds: its own camera following the vehicle, the scene's ego arrow moved to
 * the vehicle's pose, the trajectory as the scene's trail (coloured by speed), and the grid
 * moving along under the vehicle. All of it is the scene's own, so under software GL the CPU
 * draws all of it and the WebGL canvas is never rendered while the vehicle moves: each render
 * there had the page's thread wait ~2 ms for the GPU process to read the canvas back (a trace of
 * bench/hmi.ts, 60 read-backs in 6 s), ten times a second.
 */

export type CameraMode = 'chase' | 'top';

export class HmiScene {
  /** The trajectory's points and colours, grown when a longer one comes. */
  private path = { positions: new Float32Array(0), colors: new Uint8Array(0) };
  private anchor: Pose | null = null;
  private cloudSeq = -1;
  private mode: CameraMode = 'chase';

  private constructor(
    private readonly view: PointCloudScene,
    private readonly camera: THREE.PerspectiveCamera,
  ) {}

  /**
   * A scene on `canvas` (WebGL) over `pointCanvas` (CPU points); throws without WebGL. Tests
   * hand in a renderer.
   */
  static create(
    canvas: HTMLCanvasElement,
    pointCanvas: HTMLCanvasElement,
    options: Pick<
      SceneOptions,
      'renderer' | 'requestFrame' | 'cancelFrame' | 'pointMode' | 'pointWorker'
    > = {},
  ): HmiScene {
    const camera = new THREE.PerspectiveCamera(55, 2, 0.5, 600);
    camera.up.set(0, 0, 1);
    const view = PointCloudScene.create(canvas, { ...options, pointCanvas, camera });
    return new HmiScene(view, camera);
  }

  get pointCount(): number {
    return this.view.pointCount;
  }

  get framesDrawn(): number {
    return this.view.framesDrawn;
  }

  setCameraMode(mode: CameraMode): void {
    this.mode = mode;
    this.view.requestRender();
  }

  /** Takes the live data: a new cloud is copied in; boxes, path and camera follow the rest. */
  update(live: Pick<HmiLiveState, 'state' | 'planning' | 'cloud'>): void {
    const { state, planning, cloud } = live;
    const vehicle = state ? { lat: state.lat, lon: state.lon, heading: state.heading } : null;
    if (cloud && cloud.seq !== this.cloudSeq) {
      this.cloudSeq = cloud.seq;
      this.anchor = cloud.pose;
      this.view.setPoints(cloud.positions);
    } else if (!cloud && this.view.pointCount) {
      this.view.setPoints(new Float32Array(0));
      this.cloudSeq = -1;
    }
    // Without a cloud the vehicle is its own anchor.
    if (!cloud) this.anchor = vehicle;
    const anchor = this.anchor;
    if (!anchor) return;

    this.view.setBoxes(sceneBoxes(anchor, vehicle, planning?.objects ?? []));

    const trajectory = planning?.trajectory ?? [];
    if (this.path.positions.length < trajectory.length * 3) {
      const room = Math.max(64, trajectory.length * 2) * 3;
      this.path = { positions: new Float32Array(room), colors: new Uint8Array(room) };
    }
    const { positions, colors } = this.path;
    const points = writeTrajectory(anchor, trajectory, positions, colors) * 3;
    this.view.setOverlay({
      points: positions.subarray(0, points),
      colors: colors.subarray(0, points),
    });

    if (vehicle) {
      const placed = placeVehicle(anchor, vehicle);
      this.view.setEgoPose(placed.x, placed.y, placed.yaw);
      this.view.centerGrid(placed.x, placed.y);
      this.aim(placed);
    }
    this.view.requestRender();
  }

  resize(width: number, height: number): void {
    this.view.resize(width, height);
  }

  dispose(): void {
    this.view.dispose();
  }

  private aim(vehicle: { x: number; y: number; yaw: number }): void {
    if (this.mode === 'top') {
      this.camera.position.set(vehicle.x, vehicle.y, 60);
      // Heading up: the vehicle's forward is up the screen.
      this.camera.up.set(Math.cos(vehicle.yaw), Math.sin(vehicle.yaw), 0);
      this.camera.lookAt(vehicle.x, vehicle.y, 0);
      return;
    }
    const { position, target } = chaseCamera(vehicle);
    this.camera.up.set(0, 0, 1);
    this.camera.position.set(...position);
    this.camera.lookAt(...target);
  }
}
