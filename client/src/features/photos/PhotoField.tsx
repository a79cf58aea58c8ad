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
import { defineMessages, FormattedMessage, useIntl } from '../../i18n/intl.tsx';

// {you}: the parent's own photo, which Spanish words apart ("su foto").
const WORDS = defineMessages({
  saved: { id: 'photo.saved', defaultMessage: '{you, select, yes {Your photo is saved.} other {Photo of {name} saved.}}' },
  removed: { id: 'photo.removed', defaultMessage: '{you, select, yes {Your photo is removed.} other {Photo of {name} removed.}}' },
  removeTitle: { id: 'photo.remove.title', defaultMessage: '{you, select, yes {Remove your photo?} other {Remove the photo of {name}?}}' },
  removeText: { id: 'photo.remove.text', defaultMessage: 'Staff will no longer see it at check-out.' },
  removeConfirm: { id: 'photo.remove.confirm', defaultMessage: 'Remove photo' },
  take: { id: 'photo.take', defaultMessage: 'Take photo' },
  new: { id: 'photo.new', defaultMessage: 'New photo' },
  takeNamed: { id: 'photo.take.named', defaultMessage: '{you, select, yes {Take photo of you} other {Take photo of {name}}}' },
  newNamed: { id: 'photo.new.named', defaultMessage: '{you, select, yes {New photo of you} other {New photo of {name}}}' },
  choose: { id: 'photo.choose', defaultMessage: 'Choose' },
  chooseNamed: { id: 'photo.choose.named', defaultMessage: '{you, select, yes {Choose a photo of you} other {Choose a photo of {name}}}' },
  remove: { id: 'profile.remove', defaultMessage: 'Remove' },
  removeNamed: { id: 'photo.remove.named', defaultMessage: '{you, select, yes {Remove your photo} other {Remove the photo of {name}}}' },
  dialog: { id: 'photo.dialog', defaultMessage: '{you, select, yes {Your photo} other {Photo of {name}}}' },
  preview: { id: 'photo.preview', defaultMessage: '{you, select, yes {Your new photo} other {New photo of {name}}}' },
  privacy: { id: 'photo.privacy', defaultMessage: 'Staff see it at check-out. It is made smaller and any location data in it is removed.' },
  refused: { id: 'photo.refused', defaultMessage: 'This photo cannot be used' },
  save: { id: 'photo.save', defaultMessage: 'Save photo' },
  cancel: { id: 'confirm.cancel', defaultMessage: 'Cancel' },
});

interface Props {
  kind: PhotoSubjectKind;
  id: number;
  /** Whose face, as the labels say it ("Lily", "Grandma Jo"); a parent's own photo is worded "your photo". */
  name: string;
  /** The name the placeholder's initials come from, when not `name`. */
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
  const intl = useIntl();
  // Whose face, for the words: the parent's own, or someone's by name.
  const who = { you: kind === 'parent' ? 'yes' : 'no', name };
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
      toast.success(intl.formatMessage(WORDS.saved, who));
      close();
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setSaving(false);
    }
  };
  const remove = async () => {
    const title = intl.formatMessage(WORDS.removeTitle, who);
    if (!(await confirm({ title, message: intl.formatMessage(WORDS.removeText), confirmLabel: intl.formatMessage(WORDS.removeConfirm), danger: true }))) return;
    try {
      await onRemove();
      onChanged(null);
      toast.success(intl.formatMessage(WORDS.removed, who));
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
            <Button {...props} size="compact-sm" variant="light" leftSection={<IconCamera size={16} aria-hidden />} aria-label={intl.formatMessage(photoUrl ? WORDS.newNamed : WORDS.takeNamed, who)}>
              {intl.formatMessage(photoUrl ? WORDS.new : WORDS.take)}
            </Button>
          )}
        </FileButton>
        <FileButton onChange={choose} accept="image/*">
          {(props) => (
            <Button {...props} size="compact-sm" variant="subtle" leftSection={<IconPhoto size={16} aria-hidden />} aria-label={intl.formatMessage(WORDS.chooseNamed, who)}>
              <FormattedMessage {...WORDS.choose} />
            </Button>
          )}
        </FileButton>
        {photoUrl && (
          <Button size="compact-sm" variant="subtle" color="red" leftSection={<IconTrash size={16} aria-hidden />} aria-label={intl.formatMessage(WORDS.removeNamed, who)} onClick={remove}>
            <FormattedMessage {...WORDS.remove} />
          </Button>
        )}
      </Group>
      <Modal opened={chosen !== null} onClose={close} title={intl.formatMessage(WORDS.dialog, who)} closeButtonProps={{ 'aria-label': intl.formatMessage(WORDS.cancel) }} centered>
        {chosen && (
          <Stack gap="sm">
            <Image src={chosen.preview} alt={intl.formatMessage(WORDS.preview, who)} radius="md" mah={320} fit="contain" />
            <Text size="xs" c="dimmed">
              <FormattedMessage {...WORDS.privacy} />
            </Text>
            {problem && (
              <Alert color="red" role="alert" title={intl.formatMessage(WORDS.refused)}>
                {problem}
              </Alert>
            )}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close}>
                <FormattedMessage {...WORDS.cancel} />
              </Button>
              <Button onClick={save} loading={saving} disabled={Boolean(problem) && !saving && fileProblem(chosen.file) !== null} data-autofocus>
                <FormattedMessage {...WORDS.save} />
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
      {confirmDialog}
    </Group>
  );
}
