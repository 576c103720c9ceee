/**
 * The crop of a photo to the card's ratio: a canvas preview of the frame, and buttons to zoom,
 * move and recentre it, reachable by keyboard; a pointer can also drag the photo in the frame.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../button.tsx';
import { drawCrop, type LoadedImage } from './canvas.ts';
import { dragCrop, initialCrop, moveCrop, zoomCrop, type Crop } from './crop.ts';

/** The preview's own pixels: the card's ratio at half the stored size. */
const PREVIEW = { width: 350, height: 450 };

function Glyph({ children }: { children: ReactNode }) {
  return (
    <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none">
      <g stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round">
        {children}
      </g>
    </svg>
  );
}

const ARROW = {
  up: <path d="M12 19V5M6 11l6-6 6 6" />,
  down: <path d="M12 5v14M6 13l6 6 6-6" />,
  left: <path d="M19 12H5M11 6l-6 6 6 6" />,
  right: <path d="M5 12h14M13 6l6 6-6 6" />,
};

export function Cropper({
  image,
  crop,
  onCropChange,
  descriptionId,
}: {
  image: LoadedImage;
  crop: Crop;
  onCropChange: (crop: Crop) => void;
  descriptionId: string;
}) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const drag = useRef<{ x: number; y: number } | null>(null);

  useEffect(() => {
    if (canvas.current) drawCrop(canvas.current, image, crop, PREVIEW);
  }, [image, crop]);

  const move = (x: number, y: number) => onCropChange(moveCrop(crop, image, x, y));
  const controls: { label: string; glyph: ReactNode; action: () => void }[] = [
    {
      label: t('photo.zoomIn'),
      glyph: <path d="M12 5v14M5 12h14" />,
      action: () => onCropChange(zoomCrop(crop, image, 'in')),
    },
    {
      label: t('photo.zoomOut'),
      glyph: <path d="M5 12h14" />,
      action: () => onCropChange(zoomCrop(crop, image, 'out')),
    },
    { label: t('photo.moveUp'), glyph: ARROW.up, action: () => move(0, -1) },
    { label: t('photo.moveDown'), glyph: ARROW.down, action: () => move(0, 1) },
    { label: t('photo.moveLeft'), glyph: ARROW.left, action: () => move(-1, 0) },
    { label: t('photo.moveRight'), glyph: ARROW.right, action: () => move(1, 0) },
    {
      label: t('photo.recentre'),
      glyph: <circle cx="12" cy="12" r="6" />,
      action: () => onCropChange(initialCrop(image)),
    },
  ];

  return (
    <div className="cropper">
      <canvas
        ref={canvas}
        className="cropper__preview"
        width={PREVIEW.width}
        height={PREVIEW.height}
        role="img"
        aria-label={t('photo.preview')}
        onPointerDown={(event) => {
          drag.current = { x: event.clientX, y: event.clientY };
          event.currentTarget.setPointerCapture?.(event.pointerId);
        }}
        onPointerMove={(event) => {
          if (!drag.current) return;
          const scale = crop.width / Math.max(1, event.currentTarget.clientWidth);
          const dx = (drag.current.x - event.clientX) * scale;
          const dy = (drag.current.y - event.clientY) * scale;
          drag.current = { x: event.clientX, y: event.clientY };
          onCropChange(dragCrop(crop, image, dx, dy));
        }}
        onPointerUp={() => {
          drag.current = null;
        }}
        onPointerCancel={() => {
          drag.current = null;
        }}
      />
      <div
        className="cropper__controls"
        role="group"
        aria-label={t('photo.crop')}
        aria-describedby={descriptionId}
      >
        {controls.map((control) => (
          <Button
            key={control.label}
            variant="secondary"
            className="button--icon"
            aria-label={control.label}
            onPress={control.action}
          >
            <Glyph>{control.glyph}</Glyph>
          </Button>
        ))}
      </div>
    </div>
  );
}
