import { useApolloClient } from '@apollo/client/react';
import { signInPath } from '@devjobs/web/after-login';
import { toast } from '@devjobs/web/toast';
import { useNavigate } from 'react-router-dom';
import { CourseDetailsDocument } from '../../graphql/generated/operations';
import { coursePath } from '../../lib/course-paths';
import { createCourseOrder, verifyCoursePayment } from '../../lib/payments-api';
import type { GstCheckout } from '../../components/GstDetails';
import { usePurchase } from '../../lib/purchase';
import { useRazorpay } from '../../lib/razorpay';
import { useSession } from '../../lib/session';
import type { CourseDetails } from './course-details';

/** The course purchase messages (product.md#messages), and what the page says when verify got no answer. */
export const COURSE_MESSAGES = {
  signIn: 'Unable to create order. Login and try again.',
  granted: 'Payment successful. Access granted for 30 days.',
  refused: 'Payment verification failed on server.',
  unconfirmed:
    'We could not confirm your payment yet. If it went through, your access appears here within a few minutes.',
};

/**
 * Buy Now on /course/{id} (product.md#rest-api, decision 027): signed in? → `POST /api/pay/order` → checkout (the
 * order, the course's title and description, notes {courseId}) → `POST /api/pay/verify` → the course
 * and its access are asked again, so the content shows without a reload.
 */
export function useCoursePurchase(course: CourseDetails) {
  const checkout = useRazorpay();
  const { user, setUser } = useSession();
  const client = useApolloClient();
  const navigate = useNavigate();
  const { busy, start } = usePurchase();

  /**
   * Signed out (or the session ended): say so, and come back to this course, Buy Now ready, once
   * signed in or signed up (product.md#returning-where-you-began).
   */
  function askToSignIn() {
    toast.error(COURSE_MESSAGES.signIn);
    if (user) setUser(null);
    void navigate(signInPath('/login', coursePath(course.id)));
  }

  /** Access changed: the course, its access, the refund meter and Your Courses are asked again. */
  async function refreshAccess() {
    client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'myEnrollments' });
    client.cache.evict({
      id: 'ROOT_QUERY',
      fieldName: 'myCourseRefund',
      args: { courseId: course.id },
    });
    await client.refetchQueries({ include: [CourseDetailsDocument] });
  }

  /** `gst`: the buyer's GST details for the invoice, and where a refusal of them shows (GstDetails.tsx). */
  function buy(gst?: GstCheckout) {
    if (!user) return askToSignIn();
    if (!checkout.requireReady()) return;
    const tax = gst?.order();
    void start(course.id, async (step) => {
      const created = await createCourseOrder(course.id, tax);
      if (!('order' in created)) {
        const message = created.message ?? COURSE_MESSAGES.signIn;
        if (created.status === 401) askToSignIn();
        else if (!gst?.refuse(created.field, message)) toast.error(message);
        return;
      }
      if (created.alreadyActive) toast.info(created.message);

      step('paying');
      const payment = await checkout.pay({
        order: created.order,
        name: created.course.title,
        description: created.course.description || created.course.title,
        notes: { courseId: course.id },
        prefill: { name: user.name, email: user.email },
      });
      if (!payment) return;

      step('verifying');
      const verdict = await verifyCoursePayment(payment, course.id);
      if (verdict === 'refused') {
        toast.error(COURSE_MESSAGES.refused);
        return;
      }
      toast[verdict === 'granted' ? 'success' : 'warning'](COURSE_MESSAGES[verdict]);
      await refreshAccess();
    });
  }

  return { status: checkout.status, step: busy?.step ?? null, buy };
}
