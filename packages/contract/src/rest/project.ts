import { z } from '../zod';
import { Id, Timestamp, envelope } from './envelope';

/** PC tokens: the minted form, `<random>.<signature>` in base64url. */
export const PcToken = z
  .string()
  .trim()
  .regex(
    /^[A-Za-z0-9_-]{16,64}\.[A-Za-z0-9_-]{16,64}$/,
    'This is not a PC token from this studio.',
  );

export const Pc = z.object({
  id: z.number(),
  name: z.string(),
  token: z.string(),
  created_at: Timestamp,
  // Agent presence. The server always fills both; optional so a PC built by hand still types.
  /** An agent is connected with this PC's token (on any server instance). */
  online: z.boolean().optional(),
  /** When the agent last connected or disconnected; null when it never has. */
  last_seen: Timestamp.nullable().optional(),
});
export type Pc = z.infer<typeof Pc>;
export const PcAnswer = envelope(Pc);
export const PcListAnswer = envelope(z.array(Pc));
export const PcTokenAnswer = envelope(z.string());

export const RegisterPcBody = z.object({
  name: z.string().trim().min(1, 'Enter a PC name.').max(100),
  token: PcToken,
});
export type RegisterPcBody = z.input<typeof RegisterPcBody>;
export const DeletePcBody = z.object({ token: PcToken });

export const Project = z.object({
  id: z.number(),
  title: z.string(),
  vehicle: z.string(),
  user_id: z.number(),
  pc: z.array(Pc),
  created_at: Timestamp,
  updated_at: Timestamp,
});
export type Project = z.infer<typeof Project>;
export const ProjectAnswer = envelope(Project);
export const ProjectListAnswer = envelope(z.array(Project));

export const ProjectListQuery = z.object({ user_id: Id.optional() });
export const ProjectParams = z.object({ id: Id });
export const CreateProjectBody = z.object({
  title: z.string().trim().min(1, 'Enter a project title.').max(100),
  vehicle: z.string().trim().max(100).default(''),
});
export type CreateProjectBody = z.input<typeof CreateProjectBody>;
export const UpdateProjectBody = z
  .object({
    title: z.string().trim().min(1, 'Enter a project title.').max(100).optional(),
    vehicle: z.string().trim().max(100).optional(),
  })
  .refine((body) => body.title !== undefined || body.vehicle !== undefined, {
    message: 'Give a new title or vehicle.',
    path: ['title'],
  });
export type UpdateProjectBody = z.input<typeof UpdateProjectBody>;
export const ProjectPcBody = z.object({ pc_id: Id });

/**
 * The user's current project (the top bar's), kept on the server so it follows the user across
 * sign-ins and devices; null when none is chosen. Only the user's own projects can be chosen.
 */
export const CurrentProjectAnswer = envelope(Project.nullable());
export const CurrentProjectBody = z.object({ project_id: Id.nullable() });
export type CurrentProjectBody = z.input<typeof CurrentProjectBody>;
