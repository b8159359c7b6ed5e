import {
  type CalibrationBody,
  type CalibrationKind,
  type ExtrinsicRequest,
  type ExtrinsicResult,
  type IntrinsicResult,
  type RadarResult,
  isAdmin,
} from '@ads/contract';
import { type BoardSpec, type DistortionModel, type Vec2, fitRadar2D } from '@ads/calibration';
import type { Actor } from '../../http/auth';
import { AppError, badRequest, notFound } from '../../http/errors';
import type { CalibrationRepo, CalibrationWithOwner } from './calibration.repo';
import { runCalibrationTask } from './calibration-worker-client';

export interface CalibrationLimits {
  /** Images one intrinsic calibration may send. */
  maxImages: number;
  /** Bytes of one image. */
  maxImageBytes: number;
}
export const CALIBRATION_LIMITS: CalibrationLimits = {
  maxImages: 80,
  maxImageBytes: 25 * 1024 ** 2,
};

const noSuchProject = () => notFound('No such project.');
const noSuchCalibration = () => notFound('No such calibration.');

/** A solver's refusal (too few views, degenerate pairs) is the caller's to fix: 422. */
function solverError(error: unknown): AppError {
  const message = error instanceof Error ? error.message : String(error);
  return new AppError(422, message);
}

/**
 * Calibration's rules (issue 17): the solvers answer anyone with the app; a saved result belongs
 * to a project, and only the project's owner (or an admin) reaches it — someone else's answers
 * as a missing one. Saving never changes an entry: each save is the sensor's newest.
 */
export function createCalibrationService(deps: { repo: CalibrationRepo }) {
  const { repo } = deps;

  async function reachableProject(actor: Actor, projectId: number): Promise<void> {
    const owner = await repo.projectOwner(projectId);
    if (owner === undefined || (owner !== actor.id && !isAdmin(actor.role))) throw noSuchProject();
  }

  async function reachable(actor: Actor, id: number): Promise<CalibrationWithOwner> {
    const entry = await repo.byId(id);
    if (!entry || (entry.ownerId !== actor.id && !isAdmin(actor.role))) throw noSuchCalibration();
    return entry;
  }

  return {
    async intrinsic(input: {
      images: Array<{ file: string; bytes: Uint8Array }>;
      board: BoardSpec;
      model: DistortionModel;
      fixK3: boolean;
    }): Promise<IntrinsicResult> {
      if (input.images.length === 0) throw badRequest('Send the board images as `images` files.');
      try {
        return await runCalibrationTask<IntrinsicResult>(
          { task: 'intrinsic', ...input },
          input.images.map((image) => image.bytes.buffer as ArrayBuffer),
        );
      } catch (error) {
        throw solverError(error);
      }
    },

    async extrinsic(input: ExtrinsicRequest): Promise<ExtrinsicResult> {
      try {
        return await runCalibrationTask<ExtrinsicResult>({ task: 'extrinsic', ...input });
      } catch (error) {
        throw solverError(error);
      }
    },

    /** A few pairs' least squares: no worker needed. */
    radar(pairs: Array<{ radar: Vec2; lidar: Vec2 }>): RadarResult {
      try {
        return fitRadar2D(pairs);
      } catch (error) {
        throw solverError(error);
      }
    },

    async list(
      actor: Actor,
      query: {
        project_id: number;
        sensor?: string | undefined;
        kind?: CalibrationKind | undefined;
      },
    ): Promise<CalibrationWithOwner[]> {
      await reachableProject(actor, query.project_id);
      return repo.list(query.project_id, { sensor: query.sensor, kind: query.kind });
    },

    async save(
      actor: Actor,
      input: CalibrationBody & { project_id: number; sensor: string; note: string },
    ): Promise<CalibrationWithOwner> {
      await reachableProject(actor, input.project_id);
      const { project_id: projectId, sensor, note, kind, ...body } = input;
      const id = await repo.insert({
        projectId,
        sensor,
        kind,
        body: body as Record<string, unknown>,
        note,
        createdBy: actor.id,
      });
      return (await repo.byId(id))!;
    },

    get: reachable,

    async remove(actor: Actor, id: number): Promise<void> {
      await reachable(actor, id);
      await repo.remove(id);
    },
  };
}
export type CalibrationService = ReturnType<typeof createCalibrationService>;
