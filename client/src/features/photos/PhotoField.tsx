// A face on the parent's profile (a child, a pickup person, the parent): the photo or a placeholder, a button
// that opens the phone's camera, another to choose a picture, a preview to confirm before anything is sent,
// and removal after a confirmation. Staff see these photos at check-out.
import { Alert, Button, FileButton, Group, Image, Modal, Stack, Text } from '@mantine/core';
import { IconCamera, IconPhoto, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import type { PhotoSubjectKind } from '../../../../forms/photos.ts';
import { toast } from '../../app/toast.ts';
import { useConfirm } from '../../components/ConfirmDialog.tsx';
import { errorMessage } from '../../lib/mutation.ts';
import { FacePhoto } from './FacePhoto.tsx';
import { fileProblem, preparedPhoto, uploadPhoto } from './photo-upload.ts';

interface Props {
  kind: PhotoSubjectKind;
  id: number;
  /** Whose face, as the labels say it ("Lily", "Grandma Jo", "you"). */
  name: string;
  /** The name the placeholder's initials come from, when the labels say "you". */
  faceName?: string;
  photoUrl: string | null;
  /** After a photo was saved (its address) or removed (null). */
  onChanged: (url: string | null) => void;
  /** Removes the photo (the GraphQL removePhoto mutation, with the caller's store update). */
  onRemove: () => Promise<unknown>;
}

interface Chosen {
  file: File;
  preview: string;
}

export function PhotoField({ kind, id, name, faceName, photoUrl, onChanged, onRemove }: Props) {
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [confirm, confirmDialog] = useConfirm();
  useEffect(() => () => void (chosen && URL.revokeObjectURL(chosen.preview)), [chosen]);

  const choose = (file: File | null) => {
    if (!file) return;
    const refused = fileProblem(file);
    setProblem(refused);
    setChosen({ file, preview: URL.createObjectURL(file) });
  };
  const close = () => {
    setChosen(null);
    setProblem(null);
  };
  const save = async () => {
    if (!chosen) return;
    setSaving(true);
    try {
      const uploaded = await uploadPhoto(kind, id, await preparedPhoto(chosen.file), chosen.file.name || 'photo.jpg');
      onChanged(uploaded.url);
      toast.success(`Photo of ${name} saved.`);
      close();
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setSaving(false);
    }
  };
  const remove = async () => {
    if (!(await confirm({ title: `Remove the photo of ${name}?`, message: 'Staff will no longer see it at check-out.', confirmLabel: 'Remove photo', danger: true }))) return;
    try {
      await onRemove();
      onChanged(null);
      toast.success(`Photo of ${name} removed.`);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  return (
    <Group gap="sm" wrap="nowrap" align="center">
      <FacePhoto url={photoUrl} name={faceName ?? name} size={56} />
      <Group gap={6} wrap="wrap">
        <FileButton onChange={choose} accept="image/*" capture="environment">
          {(props) => (
            <Button {...props} size="compact-sm" variant="light" leftSection={<IconCamera size={16} aria-hidden />} aria-label={`${photoUrl ? 'New photo' : 'Take photo'} of ${name}`}>
              {photoUrl ? 'New photo' : 'Take photo'}
            </Button>
          )}
        </FileButton>
        <FileButton onChange={choose} accept="image/*">
          {(props) => (
            <Button {...props} size="compact-sm" variant="subtle" leftSection={<IconPhoto size={16} aria-hidden />} aria-label={`Choose a photo of ${name}`}>
              Choose
            </Button>
          )}
        </FileButton>
        {photoUrl && (
          <Button size="compact-sm" variant="subtle" color="red" leftSection={<IconTrash size={16} aria-hidden />} aria-label={`Remove the photo of ${name}`} onClick={remove}>
            Remove
          </Button>
        )}
      </Group>
      <Modal opened={chosen !== null} onClose={close} title={`Photo of ${name}`} closeButtonProps={{ 'aria-label': 'Cancel' }} centered>
        {chosen && (
          <Stack gap="sm">
            <Image src={chosen.preview} alt={`New photo of ${name}`} radius="md" mah={320} fit="contain" />
            <Text size="xs" c="dimmed">Staff see it at check-out. It is made smaller and any location data in it is removed.</Text>
            {problem && (
              <Alert color="red" role="alert" title="This photo cannot be used">
                {problem}
              </Alert>
            )}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button onClick={save} loading={saving} disabled={Boolean(problem) && !saving && fileProblem(chosen.file) !== null} data-autofocus>
                Save photo
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
      {confirmDialog}
    </Group>
  );
}
