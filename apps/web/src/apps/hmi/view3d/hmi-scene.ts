import * as THREE from 'three';
import { boxVertexCount, writeBoxSegments } from '../../../lib/three/box-geometry';
import { DEFAULT_HEIGHT_RANGE, writeRampColors } from '../../../lib/three/color-ramp';
import { DynamicGeometry } from '../../../lib/three/dynamic-geometry';
import { PointCanvas } from '../../../lib/three/point-canvas';
import {
  SCENE_COLORS,
  colorBytes,
  isSoftwareWebGL,
  makeEgo,
  makeGrid,
  makeRenderer,
  shownAsIs,
  type RendererLike,
} from '../../../lib/three/scene-parts';
import type { HmiLiveState } from '../live/live-store';
import type { Pose } from '../model/geo';
import { chaseCamera, placeVehicle, sceneBoxes, writeTrajectory } from './scene-frame';

/*
 * The HMI's 3D view without React, from lib/three's parts: the cloud (coloured by height, drawn
 * by the CPU under software WebGL), the vehicle and objects as boxes, the trajectory as a line,
 * a grid under the vehicle, and a chase camera. Buffers are rewritten in place; a frame is
 * drawn at the next animation frame after a change, never in a loop.
 */

const POINT_SIZE = 2;

export type CameraMode = 'chase' | 'top';

export class HmiScene {
  private readonly scene = new THREE.Scene();
  private readonly camera = new THREE.PerspectiveCamera(55, 2, 0.5, 600);
  private readonly points = new DynamicGeometry(20_000);
  private readonly boxes = new DynamicGeometry(2_048);
  private readonly path = new DynamicGeometry(512);
  private readonly pointCloud: THREE.Points<THREE.BufferGeometry, THREE.PointsMaterial>;
  private readonly boxLines: THREE.LineSegments<THREE.BufferGeometry, THREE.LineBasicMaterial>;
  private readonly pathLine: THREE.Line<THREE.BufferGeometry, THREE.LineBasicMaterial>;
  private readonly grid = makeGrid();
  private readonly ego = makeEgo();
  private readonly cpuPoints: PointCanvas | undefined;
  private readonly rgbOf = colorBytes();
  private anchor: Pose | null = null;
  private cloudSeq = -1;
  private mode: CameraMode = 'chase';
  private width = 300;
  private height = 150;
  private pixelRatio = 1;
  private pending = 0;
  private disposed = false;
  private drawn = 0;

  private constructor(
    private readonly canvas: HTMLCanvasElement,
    private readonly renderer: RendererLike,
    pointCanvas: HTMLCanvasElement,
  ) {
    this.camera.up.set(0, 0, 1);
    this.pointCloud = new THREE.Points(
      this.points.geometry,
      new THREE.PointsMaterial({ size: POINT_SIZE, sizeAttenuation: false, vertexColors: true }),
    );
    this.boxLines = new THREE.LineSegments(
      this.boxes.geometry,
      new THREE.LineBasicMaterial({ vertexColors: true }),
    );
    this.pathLine = new THREE.Line(
      this.path.geometry,
      new THREE.LineBasicMaterial({ vertexColors: true }),
    );
    // Their buffers change in place: a bounding sphere computed once would go stale.
    for (const object of [this.pointCloud, this.boxLines, this.pathLine])
      object.frustumCulled = false;
    this.ego.position.z = 0.05;
    this.scene.add(this.grid, this.pointCloud, this.pathLine, this.boxLines, this.ego);
    if (isSoftwareWebGL(renderer)) {
      this.cpuPoints = new PointCanvas(pointCanvas);
      this.pointCloud.visible = false;
      this.grid.material.transparent = true;
      this.grid.material.opacity = 0.5;
    } else {
      pointCanvas.style.display = 'none';
    }
    renderer.setClearColor?.(shownAsIs(SCENE_COLORS.background), this.cpuPoints ? 0 : 1);
  }

  /** A scene on `canvas` (WebGL) over `pointCanvas` (CPU points); throws without WebGL. */
  static create(canvas: HTMLCanvasElement, pointCanvas: HTMLCanvasElement): HmiScene {
    return new HmiScene(canvas, makeRenderer(canvas), pointCanvas);
  }

  get pointCount(): number {
    return this.points.size;
  }

  get framesDrawn(): number {
    return this.drawn;
  }

  setCameraMode(mode: CameraMode): void {
    this.mode = mode;
    this.requestRender();
  }

  /** Takes the live data: a new cloud is copied in; boxes, path and camera follow the rest. */
  update(live: Pick<HmiLiveState, 'state' | 'planning' | 'cloud'>): void {
    const { state, planning, cloud } = live;
    const vehicle = state ? { lat: state.lat, lon: state.lon, heading: state.heading } : null;
    if (cloud && cloud.seq !== this.cloudSeq) {
      this.cloudSeq = cloud.seq;
      this.anchor = cloud.pose;
      const count = Math.floor(cloud.positions.length / 3);
      if (this.points.reserve(count)) this.pointCloud.geometry = this.points.geometry;
      this.points.positions.set(cloud.positions.subarray(0, count * 3));
      writeRampColors(this.points.positions, 3, 2, count, DEFAULT_HEIGHT_RANGE, this.points.colors);
      this.points.commit(count);
    } else if (!cloud && this.points.size) {
      this.points.commit(0);
      this.cloudSeq = -1;
    }
    // Without a cloud the vehicle is its own anchor.
    if (!cloud) this.anchor = vehicle;
    const anchor = this.anchor;
    if (!anchor) return;

    const boxes = sceneBoxes(anchor, vehicle, planning?.objects ?? []);
    let vertices = 0;
    for (const box of boxes) vertices += boxVertexCount(box);
    if (this.boxes.reserve(vertices)) this.boxLines.geometry = this.boxes.geometry;
    this.boxes.commit(writeBoxSegments(boxes, this.boxes.positions, this.boxes.colors, this.rgbOf));

    const trajectory = planning?.trajectory ?? [];
    if (this.path.reserve(trajectory.length)) this.pathLine.geometry = this.path.geometry;
    this.path.commit(writeTrajectory(anchor, trajectory, this.path.positions, this.path.colors));

    if (vehicle) {
      const placed = placeVehicle(anchor, vehicle);
      this.ego.position.set(placed.x, placed.y, 0.05);
      this.ego.rotation.set(0, 0, placed.yaw);
      // The grid moves with the vehicle a line at a time, so it seems to stand still.
      this.grid.position.set(Math.round(placed.x / 10) * 10, Math.round(placed.y / 10) * 10, 0);
      this.aim(placed);
    }
    this.requestRender();
  }

  resize(width: number, height: number): void {
    if (!(width > 0 && height > 0)) return;
    this.width = width;
    this.height = height;
    this.pixelRatio = Math.min(globalThis.devicePixelRatio || 1, 2);
    this.renderer.setPixelRatio(this.pixelRatio);
    this.renderer.setSize(width, height, false);
    this.cpuPoints?.resize(
      Math.floor(width * this.pixelRatio),
      Math.floor(height * this.pixelRatio),
    );
    this.camera.aspect = width / height;
    this.camera.updateProjectionMatrix();
    this.requestRender();
  }

  readonly requestRender = (): void => {
    if (this.pending || this.disposed) return;
    this.pending = requestAnimationFrame(this.draw);
  };

  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    if (this.pending) cancelAnimationFrame(this.pending);
    for (const geometry of [this.points, this.boxes, this.path]) geometry.dispose();
    this.pointCloud.material.dispose();
    this.boxLines.material.dispose();
    this.pathLine.material.dispose();
    this.grid.dispose();
    this.ego.geometry.dispose();
    this.ego.material.dispose();
    this.cpuPoints?.dispose();
    this.renderer.dispose();
    this.renderer.forceContextLoss?.();
    this.canvas.remove();
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

  private readonly draw = (): void => {
    this.pending = 0;
    if (this.disposed) return;
    this.camera.updateMatrixWorld();
    this.cpuPoints?.draw(
      this.points.positions,
      this.points.colors,
      this.points.size,
      this.camera,
      POINT_SIZE * this.pixelRatio,
    );
    this.renderer.render(this.scene, this.camera);
    this.drawn += 1;
  };

  /** The size drawn, CSS pixels (tests). */
  get size(): [number, number] {
    return [this.width, this.height];
  }
}
