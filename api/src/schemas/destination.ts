import { Type } from 'typebox';
import { Uuid } from '../lib/schemas';
import { Photo } from './photo';
import { named } from './named';

// TypeBox mirror of the Destination wire type in shared-domain/src/types.ts (same fields, same names).

export const Destination = named(
  'Destination',
  Type.Object({
    id: Uuid,
    name: Type.String(),
    image: Photo,
    order: Type.Integer({ description: 'Position on the home page, from 0' }),
  }),
  'A destination of the home page, with its image',
);

// What the server requires (issue 23 item 4): a name and an image to add, a name to edit (the image
// only when it changes). The messages are shared-domain's `validateDestination` (SPEC 5), which the
// routes give a refused body to first (lib/spec-body-messages.ts).
const Name = Type.String({ maxLength: 1000, pattern: '\\S', description: 'Not blank' });
const imageDescription = "The URL of an admin's upload (POST /api/uploads?folder=destinations)";

export const DestinationBody = named(
  'DestinationInput',
  Type.Object({
    name: Name,
    image: Type.String({ maxLength: 500, minLength: 1, description: imageDescription }),
  }),
);

export const DestinationChangeBody = named(
  'DestinationChange',
  Type.Object({
    name: Name,
    image: Type.Optional(
      Type.Union([Type.String({ maxLength: 500 }), Type.Null()], {
        description: `${imageDescription}; absent, null or empty: the image is kept`,
      }),
    ),
  }),
);
