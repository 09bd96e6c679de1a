import { Field, Float, ID, InputType } from 'type-graphql';

@InputType({ description: 'A module as the admin writes it.' })
export class CourseModuleInput {
  @Field(() => ID, {
    nullable: true,
    description:
      "An existing module's id keeps it and its learners' progress; leave it out for a new module. Modules left out of an update are removed.",
  })
  id?: string | null;

  @Field(() => String, { description: 'Module title, 1 to 200 characters.' })
  subTitle: string;

  @Field(() => String, {
    nullable: true,
    description:
      'Module text as HTML, at most 2 MB (images as data URLs included; over it PAYLOAD_TOO_LARGE). Sanitised on the server: h1, h2, p, br, strong/b, em/i, u, s/del, ol, ul, li, a[href] (http, https, mailto, tel), img[src] (http, https, base64 PNG/JPEG/GIF/WebP), code, pre, blockquote, and class="indent-1" … "indent-8" on p, h1, h2 and li; everything else is removed.',
  })
  blog?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'A YouTube link: youtube.com/watch?v=ID, youtu.be/ID, youtube.com/embed/ID or youtube-nocookie.com/embed/ID; empty = no video. Only the video id is kept.',
  })
  videoUrl?: string | null;
}

@InputType({
  description:
    "A course as the admin writes it. Rules (checked by the server; errors are BAD_USER_INPUT naming the field, module fields as 'modules.0.subTitle'; nothing is saved): title required; price from ₹1 to ₹10,00,000 with at most two decimals; at least one module (at most 50), each with a subtitle.",
})
export class CourseInput {
  @Field(() => String, { description: 'Course title, 1 to 200 characters.' })
  title: string;

  @Field(() => Float, { description: 'Price in rupees.' })
  price: number;

  @Field(() => String, {
    nullable: true,
    description: 'Short plain-text description, up to 1,000 characters.',
  })
  description?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Public overview as HTML, at most 2 MB, sanitised like CourseModuleInput.blog.',
  })
  fullBlog?: string | null;

  @Field(() => [CourseModuleInput], { description: 'The modules in order, at least one.' })
  modules: CourseModuleInput[];
}
