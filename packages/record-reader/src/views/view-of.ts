import { cloudView } from './cloud';
import { compressedImageView, rawImageView } from './image';
import { canonicalType } from './message-type';
import { objectsView } from './objects';
import { gnssView, poseView } from './pose';
import type { MessageView } from './types';

export interface ViewContext {
  /** Where the studio's old lat/lon objects are placed from (the recording's first fix). */
  origin?: { lat: number; lon: number };
}

/**
 * What a panel draws of a decoded message of `type` (as the file names it); null when the type
 * is not one drawn (plot and raw only) or the message cannot be drawn (a cloud without x, y, z).
 */
export function messageView(
  type: string,
  message: unknown,
  context: ViewContext = {},
): MessageView | null {
  const canonical = canonicalType(type);
  switch (canonical) {
    case 'sensor_msgs/PointCloud2':
      return cloudView(message, false);
    case 'foxglove.PointCloud':
      return cloudView(message, true);
    case 'sensor_msgs/CompressedImage':
    case 'foxglove.CompressedImage':
      return compressedImageView(message);
    case 'sensor_msgs/Image':
    case 'foxglove.RawImage':
      return rawImageView(message);
    default:
      return (
        objectsView(canonical, message, context.origin) ??
        poseView(canonical, message) ??
        gnssView(canonical, message)
      );
  }
}
