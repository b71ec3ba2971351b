import { Type } from 'typebox';
import { Uuid } from '../lib/schemas';
import { Photo } from './photo';

// TypeBox mirror of the Destination wire type in shared-domain/src/types.ts (same fields, same names).

export const Destination = Type.Object({
  id: Uuid,
  name: Type.String(),
  image: Photo,
  order: Type.Integer({ description: 'Position on the home page, from 0' }),
});

// Loose on purpose (a missing name or image is allowed through): the rules and their SPEC messages
// are shared-domain's `validateDestination`.
const Name = Type.Union([Type.String({ maxLength: 1000 }), Type.Null()]);
const Image = Type.Union([Type.String({ maxLength: 500 }), Type.Null()], {
  description: "The URL of an admin's upload (POST /api/uploads?folder=destinations)",
});

export const DestinationBody = Type.Object({ name: Type.Optional(Name), image: Type.Optional(Image) });
