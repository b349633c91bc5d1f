/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import type { PictureUploadRequest } from '@/lib/storage/upload-picture';
import { StorageError } from '@/lib/storage/storage-error';
import { ImageUploadField } from './image-upload-field';

// The real uploader needs a signed-in session and the store (e2e/uploads.spec.ts drives it); here
// each upload waits until the test settles it, so every state in between can be looked at.
const pending: { request: PictureUploadRequest; resolve: (reference: string) => void; reject: (error: unknown) => void }[] = [];
jest.mock('@/lib/storage/upload-picture', () => ({
  uploadPicture: (request: PictureUploadRequest) =>
    new Promise<string>((resolve, reject) => {
      request.signal?.addEventListener('abort', () => reject(new StorageError('cancelled')));
      pending.push({ request, resolve, reject });
    }),
}));

const REFERENCE = 'profile-avatar/us-west-2:3f1c/avatar-lx2f-00a81k.png?v=9b2c0f';

function Harness({ initial = '', onChange }: { initial?: string; onChange: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <ImageUploadField
      id="profile-avatarUrl"
      label="Profile picture"
      folder="avatar"
      previewAlt="Your profile picture"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
      allowAddress
    />
  );
}

async function choose(name = 'me.png') {
  await act(async () => {
    fireEvent.change(screen.getByLabelText('Choose a picture'), { target: { files: [new File(['png'], name, { type: 'image/png' })] } });
  });
  return pending.at(-1)!;
}

beforeEach(() => {
  pending.length = 0;
});

describe('a picture upload field', () => {
  it('shows progress from 0 to 100 and puts the stored reference into the form', async () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    const upload = await choose();
    expect(upload.request.folder).toBe('avatar');
    const bar = screen.getByRole('progressbar', { name: 'Uploading me.png' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    act(() => upload.request.onProgress?.(40));
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByText('40%')).toBeInTheDocument();
    await act(async () => upload.resolve(REFERENCE));
    expect(onChange).toHaveBeenCalledWith(REFERENCE);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByText('Uploaded. Save to keep the new picture.')).toBeInTheDocument();
    // The address box does not show the reference: it is for addresses only.
    expect(screen.getByLabelText('Or the picture’s web address')).toHaveValue('');
  });

  it('stops saying "Save to keep" once its form is submitted (the form says whether the save kept it)', async () => {
    render(
      <form aria-label="Profile" onSubmit={(event) => event.preventDefault()}>
        <Harness onChange={jest.fn()} />
      </form>,
    );
    const upload = await choose();
    await act(async () => upload.resolve(REFERENCE));
    expect(screen.getByText('Uploaded. Save to keep the new picture.')).toBeInTheDocument();
    act(() => {
      fireEvent.submit(screen.getByRole('form', { name: 'Profile' }));
    });
    expect(screen.queryByText('Uploaded. Save to keep the new picture.')).not.toBeInTheDocument();
  });

  it('says why a file was refused and changes nothing', async () => {
    const onChange = jest.fn();
    render(<Harness initial="https://cdn.example.com/old.png" onChange={onChange} />);
    const upload = await choose('notes.png');
    await act(async () => upload.reject(new StorageError('notAnImage')));
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose a picture: JPEG, PNG, WebP, GIF or AVIF.');
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('img', { name: 'Your profile picture' })).toHaveAttribute('src', 'https://cdn.example.com/old.png');
  });

  it('cancels a running upload and keeps the picture it had', async () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    const upload = await choose();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Cancel upload' })));
    expect(upload.request.signal?.aborted).toBe(true);
    expect(screen.getByText('The upload was cancelled.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('removes the picture by clearing the field', () => {
    const onChange = jest.fn();
    render(<Harness initial={REFERENCE} onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(onChange).toHaveBeenCalledWith('');
    expect(screen.queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
    expect(screen.getByText('No picture yet')).toBeInTheDocument();
  });
});
