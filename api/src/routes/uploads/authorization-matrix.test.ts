// Authorization matrix: image uploads (hosts upload listing photos, admins destination images).
import sharp from 'sharp';
import { adminsOnly, describeMatrix, hostsOnly, type Row } from '../../test/authorization-matrix';
import { multipartBody } from '../../test/multipart';

let png: Buffer;
beforeAll(async () => {
  png = await sharp({ create: { width: 16, height: 12, channels: 3, background: '#1e88e5' } })
    .png()
    .toBuffer();
});

const imageUpload = () => {
  const body = multipartBody([{ filename: 'beach.png', contentType: 'image/png', content: png }]);
  return { payload: body.payload, headers: body.headers };
};

const ROWS: Row[] = [
  {
    route: 'POST /api/uploads',
    variant: 'folder=listings',
    expected: hostsOnly(201),
    request: async () => ({ method: 'POST', url: '/api/uploads?folder=listings', ...imageUpload() }),
  },
  {
    route: 'POST /api/uploads',
    variant: 'folder=destinations',
    expected: adminsOnly(201),
    request: async () => ({ method: 'POST', url: '/api/uploads?folder=destinations', ...imageUpload() }),
  },
];

describeMatrix('uploads', ROWS);
