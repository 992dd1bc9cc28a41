/** GET /me: the authenticated user (docs/product.md §2.3 User, §2.4 "Auth and user"). */
import { Router } from 'express';
import type { AppDeps } from '../../../deps.ts';
import { authenticate, viewerOf } from '../../../http/auth.ts';
import { formatRoles } from '../../../kernel/roles.ts';

export function meRoutes(deps: AppDeps): Router {
  const router = Router();
  // The shell reads the viewer also while the role policy holds the session to the enrolment.
  const auth = authenticate(deps, { enrolment: true });
  router.get('/me', auth, (req, res) => {
    const viewer = viewerOf(req);
    res.json({
      id: viewer.id,
      name: viewer.name,
      username: viewer.username,
      roles: formatRoles(viewer.roles),
      status: viewer.status,
      branchName: viewer.branchName,
      mobilePhoneNumber: viewer.mobilePhone,
      userInfo: {
        status_cnpj: viewer.userInfo.statusCnpj,
        status_points: viewer.userInfo.statusPoints,
        points_and_vouchers: viewer.userInfo.pointsAndVouchers,
      },
    });
  });
  return router;
}
