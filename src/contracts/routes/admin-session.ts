/** The admin's session: am I signed in, sign in with the password, sign out. */
import { adminSessionSchema, loginSchema } from '../admin.ts';
import { dataOf } from '../api.ts';
import { resource } from '../route.ts';

const session = resource('admin/session');
const sessionAnswer = dataOf(adminSessionSchema);

export const adminSessionRoutes = {
  read: session.get('/', { answer: sessionAnswer }),
  signIn: session.post('/', { json: loginSchema, answer: sessionAnswer }),
  signOut: session.delete('/', { answer: sessionAnswer }),
};
