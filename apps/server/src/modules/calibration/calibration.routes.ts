import {
  API,
  IntrinsicForm,
  savedCameraInfoYaml,
  savedOpenCvYaml,
  savedSensorKitYaml,
} from '@ads/contract';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { actorOf } from '../../http/auth';
import { AppError, badRequest, notFound } from '../../http/errors';
import { ok, route } from '../../http/route';
import type { CalibrationWithOwner } from './calibration.repo';
import { CALIBRATION_LIMITS, type CalibrationService } from './calibration.service';
import { toCalibrationEntry } from './calibration.view';
import type { RecordCloudService } from './record-cloud.service';

const C = API.calibration;

function sendYaml(reply: FastifyReply, name: string, text: string) {
  return reply
    .type('application/x-yaml; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('cache-control', 'private, no-cache')
    .send(text);
}

const notOfKind = (entry: CalibrationWithOwner, what: string) =>
  notFound(
    `Calibration ${entry.id} is a ${entry.kind.replace('_', ' ')} result: it has no ${what}.`,
  );

/** The images and the form of a multipart intrinsic request; limits are checked as it streams. */
async function readIntrinsicForm(request: FastifyRequest) {
  if (!request.isMultipart()) {
    throw new AppError(
      415,
      'Send the images as multipart/form-data (`images` files, `board` JSON).',
    );
  }
  const images: Array<{ file: string; bytes: Uint8Array }> = [];
  const fields: Record<string, string> = {};
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (images.length >= CALIBRATION_LIMITS.maxImages) {
        throw new AppError(413, `Send at most ${CALIBRATION_LIMITS.maxImages} images at once.`);
      }
      const bytes = new Uint8Array(await part.toBuffer());
      if (part.file.truncated) {
        throw new AppError(
          413,
          `${part.filename} is over ${CALIBRATION_LIMITS.maxImageBytes / 1024 ** 2} MB.`,
        );
      }
      images.push({ file: part.filename || `image ${images.length + 1}`, bytes });
    } else {
      fields[part.fieldname] = String(part.value);
    }
  }
  const json = (name: string) => {
    if (fields[name] === undefined) return undefined;
    try {
      return JSON.parse(fields[name]) as unknown;
    } catch {
      throw badRequest('Some fields are not valid.', { [name]: 'Not valid JSON.' });
    }
  };
  // One `form` JSON field, or `board` (JSON), `model` and `fix_k3` fields.
  const raw = json('form') ?? {
    board: json('board'),
    ...(fields.model !== undefined ? { model: fields.model } : {}),
    ...(fields.fix_k3 !== undefined ? { fix_k3: fields.fix_k3 === 'true' } : {}),
  };
  const form = IntrinsicForm.safeParse(raw);
  if (!form.success) {
    const detail: Record<string, string> = {};
    for (const issue of form.error.issues) detail[issue.path.join('.') || 'form'] ??= issue.message;
    throw badRequest('Some fields are not valid.', detail);
  }
  return { images, form: form.data };
}

/** Calibration's calls (issue 17): thin; the rules are the service's, the maths the contract's. */
export function calibrationRoutes(
  app: FastifyInstance,
  deps: { calibration: CalibrationService; recordClouds: RecordCloudService },
) {
  const { calibration, recordClouds } = deps;

  void app.register(async (scope) => {
    await scope.register(multipart, {
      limits: {
        fileSize: CALIBRATION_LIMITS.maxImageBytes,
        files: CALIBRATION_LIMITS.maxImages + 1,
        fields: 10,
        fieldSize: 64 * 1024,
      },
    });
    route(scope, C.intrinsic, async ({ request }) => {
      const { images, form } = await readIntrinsicForm(request);
      return ok(
        await calibration.intrinsic({
          images,
          board: form.board,
          model: form.model,
          fixK3: form.fix_k3,
        }),
      );
    });
  });

  route(app, C.extrinsic, async ({ body }) => ok(await calibration.extrinsic(body)));
  route(app, C.radar, async ({ body }) => ok(calibration.radar(body.pairs)));

  route(app, C.list, async ({ request, query }) =>
    ok((await calibration.list(actorOf(request), query)).map(toCalibrationEntry)),
  );
  route(app, C.save, async ({ request, body }) =>
    ok(toCalibrationEntry(await calibration.save(actorOf(request), body)), 'Saved.'),
  );
  route(app, C.get, async ({ request, params }) =>
    ok(toCalibrationEntry(await calibration.get(actorOf(request), params.id))),
  );
  route(app, C.remove, async ({ request, params }) => {
    await calibration.remove(actorOf(request), params.id);
    return { success: true, message: 'Calibration deleted.' };
  });

  route(app, C.cameraInfo, async ({ request, params, reply }) => {
    const entry = await calibration.get(actorOf(request), params.id);
    const saved = toCalibrationEntry(entry);
    if (saved.kind !== 'camera_intrinsics') throw notOfKind(entry, 'camera_info');
    return sendYaml(
      reply,
      `${saved.sensor.replaceAll('/', '_')}.yaml`,
      savedCameraInfoYaml(saved, saved.sensor),
    );
  });
  route(app, C.opencvYaml, async ({ request, params, reply }) => {
    const entry = await calibration.get(actorOf(request), params.id);
    const saved = toCalibrationEntry(entry);
    if (saved.kind !== 'camera_intrinsics') throw notOfKind(entry, 'OpenCV camera file');
    return sendYaml(
      reply,
      `${saved.sensor.replaceAll('/', '_')}_opencv.yaml`,
      savedOpenCvYaml(saved),
    );
  });
  route(app, C.sensorKit, async ({ request, params, reply }) => {
    const entry = await calibration.get(actorOf(request), params.id);
    const saved = toCalibrationEntry(entry);
    if (saved.kind === 'camera_intrinsics') throw notOfKind(entry, 'sensor-kit transform');
    return sendYaml(reply, 'sensor_kit_calibration.yaml', savedSensorKitYaml(saved));
  });

  // A lidar frame of a record: its cloud topics (JSON), one message as a binary record cloud.
  route(app, C.recordClouds, async ({ request, params }) =>
    ok(await recordClouds.clouds(actorOf(request), params.id)),
  );
  route(app, C.recordCloud, async ({ request, params, query, reply }) => {
    const bytes = await recordClouds.cloud(actorOf(request), params.id, query.topic, query.t);
    return reply
      .type('application/octet-stream')
      .header('cache-control', 'private, no-cache')
      .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  });
}
