import { formatUser } from '../../domain/users/format.ts';
import { userRoute, type RouteDef } from '../route.ts';

export const usersMeRoutes: RouteDef[] = [
  userRoute('GET', '/users/me', async ({ actor }) => {
    const u = formatUser(actor.user, actor.user, { clientGravatar: false });
    // Messages arrive with the messages issue; until then no message exists.
    return { ...u, profile_data: {}, max_message_id: -1 };
  }),
];
