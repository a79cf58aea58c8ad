// Reads a family check-in code with the device camera: the browser's BarcodeDetector where it exists,
// else jsQR (loaded only when needed) on frames drawn to a canvas. Stops the camera when closed.
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from '../../i18n/intl.tsx';

interface Detector { detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]> }
declare global {
  interface Window { BarcodeDetector?: new (options: { formats: string[] }) => Detector }
}

async function makeReader(): Promise<(video: HTMLVideoElement, canvas: HTMLCanvasElement) => Promise<string | null>> {
  if (window.BarcodeDetector) {
    try {
      const detector = new window.BarcodeDetector({ formats: ['qr_code'] });
      return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
    } catch {
      /* fall through to jsQR */
    }
  }
  const { default: jsQR } = await import('jsqr');
  return async (video, canvas) => {
    const width = video.videoWidth;
    const height = video.videoHeight;
    if (!width || !height) return null;
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d', { willReadFrequently: true })!;
    context.drawImage(video, 0, 0, width, height);
    return jsQR(context.getImageData(0, 0, width, height).data, width, height)?.data ?? null;
  };
}

export function CameraScanner({ onCode, onClose }: { onCode: (code: string) => void; onClose: () => void }) {
  const intl = useIntl();
  const videoRef = useRef<HTMLVideoElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [problem, setProblem] = useState(false);

  useEffect(() => {
    let stream: MediaStream | null = null;
    let stopped = false;
    (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
      } catch {
        setProblem(true);
        return;
      }
      if (stopped) return stream.getTracks().forEach((t) => t.stop());
      const video = videoRef.current!;
      video.srcObject = stream;
      await video.play().catch(() => undefined);
      const read = await makeReader();
      while (!stopped) {
        const code = await read(video, canvasRef.current!).catch(() => null);
        if (code && !stopped) {
          onCode(code);
          return;
        }
        await new Promise((r) => setTimeout(r, 150));
      }
    })();
    return () => {
      stopped = true;
      stream?.getTracks().forEach((t) => t.stop());
    };
  }, [onCode]);

  return (
    <Stack gap="xs">
      {problem ? (
        <Alert color="red" title={intl.formatMessage({ id: 'checkIn.scanner.noCamera', defaultMessage: 'No camera' })}>
          <FormattedMessage id="checkIn.scanner.cameraFailed" defaultMessage="The camera could not be opened. Allow camera access, or find the family by name." />
        </Alert>
      ) : (
        <>
          <video ref={videoRef} muted playsInline aria-label={intl.formatMessage({ id: 'checkIn.scanner.preview', defaultMessage: 'Camera preview' })} style={{ width: '100%', maxWidth: 420, borderRadius: 8, background: '#000' }} />
          <Text size="sm" c="dimmed"><FormattedMessage id="checkIn.scanner.hint" defaultMessage="Hold the family’s code (on their phone or printed) in front of the camera." /></Text>
        </>
      )}
      <canvas ref={canvasRef} hidden />
      <Button variant="default" onClick={onClose} w="fit-content"><FormattedMessage id="checkIn.scanner.stop" defaultMessage="Stop scanning" /></Button>
    </Stack>
  );
}
