import * as THREE from 'three';
import { DynamicGeometry } from '../../../lib/three/dynamic-geometry';
import { PointCloudScene, type SceneOptions } from '../../../lib/three/PointCloudScene';
import { makeEgo } from '../../../lib/three/scene-parts';
import type { HmiLiveState } from '../live/live-store';
import type { Pose } from '../../../lib/geo';
import { chaseCamera, placeVehicle, sceneBoxes, writeTrajectory } from './scene-frame';

/*
 * The HMI's 3D view without React: lib/three's PointCloudScene (renderer, cloud coloured by
 * height and drawn by the CPU under software WebGL, boxes, grid, drawing on demand, disposal)
 * with what the HMI adds: its own camera following the vehicle, the vehicle's arrow at its
 * pose, the trajectory as a line, and the grid moving along under the vehicle.
 */

export type CameraMode = 'chase' | 'top';

/**
 * The vehicle's arrow a little over the grid: on a GPU both share one depth buffer (under
 * software GL the CPU draws the grid under the WebGL canvas, lib/three/cpu-lines.ts).
 */
const EGO_LIFT = 0.05;

export class HmiScene {
  private readonly path = new DynamicGeometry(512);
  private readonly pathLine = new THREE.Line(
    this.path.geometry,
    new THREE.LineBasicMaterial({ vertexColors: true }),
  );
  private readonly ego = makeEgo();
  private anchor: Pose | null = null;
  private cloudSeq = -1;
  private mode: CameraMode = 'chase';

  private constructor(
    private readonly view: PointCloudScene,
    private readonly camera: THREE.PerspectiveCamera,
  ) {
    // Its buffer changes in place: a bounding sphere computed once would go stale.
    this.pathLine.frustumCulled = false;
    this.pathLine.name = 'trajectory';
    this.ego.position.z = EGO_LIFT;
    view.add(this.pathLine, this.ego);
  }

  /**
   * A scene on `canvas` (WebGL) over `pointCanvas` (CPU points); throws without WebGL. Tests
   * hand in a renderer.
   */
  static create(
    canvas: HTMLCanvasElement,
    pointCanvas: HTMLCanvasElement,
    options: Pick<SceneOptions, 'renderer' | 'requestFrame' | 'cancelFrame'> = {},
  ): HmiScene {
    const camera = new THREE.PerspectiveCamera(55, 2, 0.5, 600);
    camera.up.set(0, 0, 1);
    const view = PointCloudScene.create(canvas, { ...options, pointCanvas, camera, ego: false });
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
    if (this.path.reserve(trajectory.length)) this.pathLine.geometry = this.path.geometry;
    this.path.commit(writeTrajectory(anchor, trajectory, this.path.positions, this.path.colors));

    if (vehicle) {
      const placed = placeVehicle(anchor, vehicle);
      this.ego.position.set(placed.x, placed.y, EGO_LIFT);
      this.ego.rotation.set(0, 0, placed.yaw);
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
